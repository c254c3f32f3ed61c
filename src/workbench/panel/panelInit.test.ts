// @vitest-environment jsdom
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { applyLayout, DEFAULT_SIZE, readLayout, STORAGE_KEY } from "./layout"

// src/panel-init.js lays the pre-rendered page out before the first paint; ./layout.ts does the same once
// the page is live. They must agree, or the page moves when the splitter takes over.
const script = readFileSync(join(import.meta.dirname, "../../panel-init.js"), "utf8")

function laidOut() {
  const root = document.documentElement
  return {
    panel: root.getAttribute("data-panel"),
    collapsed: root.hasAttribute("data-panel-collapsed"),
    share: root.style.getPropertyValue("--wb-panel"),
  }
}

function reset() {
  const root = document.documentElement
  root.removeAttribute("data-panel")
  root.removeAttribute("data-panel-collapsed")
  root.style.removeProperty("--wb-panel")
}

describe("the panel's layout before the first paint and once live", () => {
  afterEach(() => {
    localStorage.clear()
    history.replaceState(null, "", "/")
    reset()
  })

  const cases: Array<[string, string | null, string]> = [
    ["nothing stored", null, ""],
    ["a size at the right", JSON.stringify({ right: 45.3 }), ""],
    ["docked at the bottom", JSON.stringify({ position: "bottom", bottom: 33.3, right: 50 }), ""],
    ["collapsed", JSON.stringify({ position: "bottom", collapsed: true }), ""],
    ["a size out of bounds", JSON.stringify({ right: 90 }), ""],
    ["a size that is no number", JSON.stringify({ right: "30" }), ""],
    ["a size too small", JSON.stringify({ right: 5 }), ""],
    ["broken JSON", "{", ""],
    ["a link's position", JSON.stringify({ position: "bottom", right: 40 }), "?panel=right"],
    ["a link's bad position", JSON.stringify({ position: "bottom" }), "?panel=left"],
  ]
  for (const [name, stored, search] of cases) {
    it(`agree with ${name}`, () => {
      if (stored !== null) localStorage.setItem(STORAGE_KEY, stored)
      history.replaceState(null, "", `/accordion${search}`)
      new Function(script)()
      const before = laidOut()
      reset()
      applyLayout(readLayout(search))
      expect(laidOut()).toEqual(before)
    })
  }
})

it("the stylesheet's own default (with JavaScript off) is the panel's default size at the right", () => {
  const css = readFileSync(join(import.meta.dirname, "../../styles/workbench.css"), "utf8")
  const fallbacks = [...css.matchAll(/var\(--wb-panel, (\d+)\)/g)].map((match) => Number(match[1]))
  expect(fallbacks.length).toBeGreaterThan(0)
  expect(new Set(fallbacks)).toEqual(new Set([DEFAULT_SIZE.right]))
})
