// @vitest-environment jsdom
import { ariaHidden } from "@zag-js/aria-hidden"
import { beforeAll, describe, expect, it } from "vitest"
import { keepWorkbenchUsable } from "./besideModal"

const settled = () => new Promise((resolve) => setTimeout(resolve))
const hidden = (id: string) => document.getElementById(id)?.getAttribute("aria-hidden") === "true"

describe("the workbench beside a modal widget (zag's own aria-hidden walk)", () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <div id="root">
        <nav id="nav"></nav>
        <div id="workbench">
          <main id="main">
            <div id="demo"><button id="trigger">Open</button></div>
            <section id="settings" data-workbench-region=""></section>
          </main>
          <aside id="panel" data-workbench-region=""></aside>
        </div>
      </div>
      <div id="portal"><div id="dialog" role="dialog"></div></div>`
    keepWorkbenchUsable()
  })

  it("shows the panel and the settings bar again, and hides the rest of the page", async () => {
    const release = ariaHidden([document.getElementById("dialog")], { defer: false })
    await settled()
    for (const id of ["root", "workbench", "main", "panel", "settings", "dialog"]) expect(hidden(id), id).toBe(false)
    for (const id of ["nav", "demo"]) expect(hidden(id), id).toBe(true)

    release()
    await settled()
    for (const id of ["root", "nav", "demo", "panel", "settings"]) expect(hidden(id), id).toBe(false)
    expect(document.querySelectorAll("[data-workbench-hidden], [data-aria-hidden]")).toHaveLength(0)
  })

  it("follows a second layer on top of the first, and the first again when it closes", async () => {
    const first = ariaHidden([document.getElementById("dialog")], { defer: false })
    const nested = document.createElement("div")
    document.body.append(nested)
    const second = ariaHidden([nested], { defer: false })
    await settled()
    expect(hidden("panel")).toBe(false)
    expect(hidden("nav")).toBe(true)
    second()
    await settled()
    expect(hidden("panel")).toBe(false)
    expect(hidden("demo")).toBe(true)
    first()
    await settled()
    expect(document.querySelectorAll("[aria-hidden]")).toHaveLength(0)
  })

  it("without a modal layer, hides nothing", async () => {
    await settled()
    expect(document.querySelectorAll("[aria-hidden]")).toHaveLength(0)
  })
})
