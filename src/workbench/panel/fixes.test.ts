// @vitest-environment jsdom
import * as splitter from "@zag-js/splitter"
import { afterEach, describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { machineWithoutInlineStyle } from "./fixes"

type Action = (params: unknown) => void

/** What the cursor actions read while handle a:b is dragged in a horizontal splitter with two panels. */
const dragging = {
  scope: { id: "s", getDoc: () => document },
  prop: (key: string) => (key === "orientation" ? "horizontal" : undefined),
  context: {
    get: (key: string) =>
      ({
        dragState: { resolvedResizeTriggerId: "a:b" },
        panels: [{ id: "a" }, { id: "b" }],
        size: [50, 50],
      })[key],
  },
}

const actions = (machine: typeof splitter.machine) =>
  machine.implementations!.actions as unknown as Record<"setGlobalCursor" | "clearGlobalCursor", Action>

describe("splitter fixes", () => {
  afterEach(() => {
    document.head.replaceChildren()
    document.documentElement.removeAttribute("data-splitter-cursor")
  })

  test("upstream still broken: a drag sets the page's cursor with an inline <style> (blocked by the CSP)", () => {
    actions(splitter.machine).setGlobalCursor(dragging)
    expect(
      document.head.querySelector("style")?.textContent ?? null,
      upstreamFixed("machineWithoutInlineStyle"),
    ).toMatch(/cursor: col-resize/)
  })

  test("machineWithoutInlineStyle: the drag marks <html> instead, and the end of the drag clears it", () => {
    const { setGlobalCursor, clearGlobalCursor } = actions(machineWithoutInlineStyle)
    setGlobalCursor(dragging)
    expect(document.head.querySelector("style")).toBeNull()
    expect(document.documentElement.getAttribute("data-splitter-cursor")).toBe("col-resize")
    clearGlobalCursor(dragging)
    expect(document.documentElement.hasAttribute("data-splitter-cursor")).toBe(false)
  })
})
