import { beforeAll, describe, expect, it } from "vitest"
import { aliases, demos } from "../demos/registry"
import { loadAllPages } from "./pageIndex"
import { matchRoute, normalizePath } from "./routes"

describe("gallery routes", () => {
  it("wait for a component's pages before they resolve its paths", async () => {
    // nothing is loaded yet in this module's first test
    expect(matchRoute("/accordion")).toEqual({ kind: "pending" })
    expect(matchRoute("/no-such-demo")).toEqual({ kind: "not-found" })
    await loadAllPages()
    expect(matchRoute("/accordion")).toMatchObject({ kind: "demo", demo: { slug: "accordion" } })
  })
})

describe("gallery routes, once the pages are here", () => {
  beforeAll(() => loadAllPages())

  it("resolve home, every page at its slug and every alias, and unknown paths", () => {
    expect(matchRoute("/")).toEqual({ kind: "home" })
    for (const demo of demos) expect(matchRoute(`/${demo.slug}`), demo.slug).toEqual({ kind: "demo", demo })
    for (const [path, slug] of Object.entries(aliases))
      expect(matchRoute(`/${path}`), path).toMatchObject({ kind: "demo", demo: { slug } })
    expect(matchRoute("/date-picker-range/")).toMatchObject({ kind: "demo", demo: { slug: "date-picker-range" } })
    expect(matchRoute("/date-picker/range")).toMatchObject({ kind: "demo", demo: { slug: "date-picker-range" } })
    expect(matchRoute("/timer")).toMatchObject({ kind: "demo", demo: { slug: "timer-countdown" } })
    expect(matchRoute("/toast/basic")).toMatchObject({ kind: "demo", demo: { slug: "toast" } })
    expect(matchRoute("/accordion/extra")).toEqual({ kind: "not-found" })
    expect(matchRoute("/no-such-demo")).toEqual({ kind: "not-found" })
  })

  it("resolve every page's isolation route", () => {
    expect(matchRoute("/embed/accordion")).toMatchObject({ kind: "demo", embed: true, demo: { slug: "accordion" } })
    expect(matchRoute("/embed/tabs/")).toMatchObject({ kind: "demo", embed: true, demo: { slug: "tabs" } })
    expect(matchRoute("/embed/menu/nested")).toMatchObject({ kind: "demo", embed: true, demo: { slug: "nested-menu" } })
    expect(matchRoute("/accordion")).not.toHaveProperty("embed")
    expect(matchRoute("/embed/no-such-demo")).toEqual({ kind: "not-found" })
    expect(matchRoute("/embed")).toEqual({ kind: "not-found" })
  })

  it("treat a trailing slash as the same page", () => {
    expect(normalizePath("/tabs/")).toBe("/tabs")
    expect(normalizePath("/")).toBe("/")
  })
})
