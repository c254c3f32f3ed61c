import { describe, expect, it } from "vitest"
import { createRouteTable, matchRoute, normalizePath } from "./routes"

describe("route table", () => {
  // declared worst-first on purpose: ranking, not order, decides
  const resolve = createRouteTable({
    "/*": "wildcard",
    "/demos/:slug": "param",
    "/demos/:slug/:tab?": "optional param",
    "/demos/accordion": "static",
    "/": "home",
  })

  it("reads path parameters", () => {
    expect(resolve("/demos/tabs")).toEqual({ value: "param", params: { slug: "tabs" } })
    expect(resolve("/demos/tabs/code")).toEqual({ value: "optional param", params: { slug: "tabs", tab: "code" } })
    expect(resolve("/demos/date%20picker")?.params).toEqual({ slug: "date picker" })
  })

  it("ranks static segments over parameters over wildcards", () => {
    expect(resolve("/demos/accordion")?.value).toBe("static")
    expect(resolve("/demos/select")?.value).toBe("param")
    expect(resolve("/elsewhere/deep/path")?.value).toBe("wildcard")
  })

  it("falls back to the default (wildcard) route and keeps the home route exact", () => {
    expect(resolve("/")?.value).toBe("home")
    expect(resolve("/nope")).toEqual({ value: "wildcard", params: { "*": "nope" } })
  })
})

describe("gallery routes", () => {
  it("resolve home, every demo and unknown paths", () => {
    expect(matchRoute("/")).toEqual({ kind: "home" })
    expect(matchRoute("/accordion")).toMatchObject({ kind: "demo", demo: { slug: "accordion" } })
    expect(matchRoute("/date-picker-range/")).toMatchObject({ kind: "demo", demo: { slug: "date-picker-range" } })
    expect(matchRoute("/accordion/extra")).toEqual({ kind: "not-found" })
    expect(matchRoute("/no-such-demo")).toEqual({ kind: "not-found" })
  })

  it("resolve every demo's isolation route", () => {
    expect(matchRoute("/embed/accordion")).toMatchObject({ kind: "demo", embed: true, demo: { slug: "accordion" } })
    expect(matchRoute("/embed/tabs/")).toMatchObject({ kind: "demo", embed: true, demo: { slug: "tabs" } })
    expect(matchRoute("/accordion")).not.toHaveProperty("embed")
    expect(matchRoute("/embed/no-such-demo")).toEqual({ kind: "not-found" })
    expect(matchRoute("/embed")).toEqual({ kind: "not-found" })
  })

  it("treat a trailing slash as the same page", () => {
    expect(normalizePath("/tabs/")).toBe("/tabs")
    expect(normalizePath("/")).toBe("/")
  })
})
