// @vitest-environment jsdom
import * as splitter from "@zag-js/splitter"
import { afterEach, describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { machineWithCollapseFromCurrentLayout, machineWithoutInlineStyle, registryWithoutInlineStyle } from "./fixes"

/** A column handle in the document (jsdom lays nothing out: its box is at 0,0), registered with the registry. */
function registerHandle(registry: splitter.SplitterRegistry) {
  const element = document.createElement("div")
  document.body.append(element)
  return registry.register({
    id: "handle",
    element,
    orientation: "horizontal",
    onActivate: () => {},
    onDeactivate: () => {},
  })
}

/** The mouse comes within the handle's hit area. */
const hoverHandle = () =>
  document.dispatchEvent(new MouseEvent("pointermove", { clientX: 2, clientY: 2, bubbles: true }))

describe("splitter registry fixes", () => {
  let unregister: VoidFunction = () => {}
  afterEach(() => {
    unregister()
    document.head.replaceChildren()
    document.body.replaceChildren()
    document.documentElement.removeAttribute("data-splitter-cursor")
  })

  test("upstream still broken: the registry sets the cursor near a handle with an inline <style> (blocked by the CSP)", () => {
    unregister = registerHandle(splitter.registry())
    hoverHandle()
    expect(
      document.head.querySelector("style")?.textContent ?? null,
      upstreamFixed("registryWithoutInlineStyle"),
    ).toMatch(/cursor: ew-resize/)
  })

  test("registryWithoutInlineStyle: near a handle <html> is marked instead, and leaving clears it", () => {
    unregister = registerHandle(registryWithoutInlineStyle())
    hoverHandle()
    expect(document.head.querySelector("style")).toBeNull()
    expect(document.documentElement.getAttribute("data-splitter-cursor")).toBe("ew-resize")
    document.dispatchEvent(new MouseEvent("pointermove", { clientX: 400, clientY: 400, bubbles: true }))
    expect(document.documentElement.hasAttribute("data-splitter-cursor")).toBe(false)
  })

  test("registryWithoutInlineStyle: the cursor goes with the last handle, though the pointer rests near it", () => {
    unregister = registerHandle(registryWithoutInlineStyle())
    hoverHandle()
    expect(document.documentElement.getAttribute("data-splitter-cursor")).toBe("ew-resize")
    unregister()
    unregister = () => {}
    expect(document.documentElement.hasAttribute("data-splitter-cursor")).toBe(false)
  })
})

/** Left, Centre (collapsible: 10 % collapsed, 30 % at least) and Right, as zag normalizes them. */
const rowPanels = [
  { id: "left", minSize: 10 },
  { id: "centre", collapsible: true, collapsedSize: 10, minSize: 30 },
  { id: "right", minSize: 10 },
]

/**
 * The layout after Enter on the handle between Centre and Right (focused), from `size`, in a splitter that
 * started at [25, 50, 25]: the machine's action, with what it reads of its context, refs and props.
 */
function enterOnCentreRight(machine: typeof splitter.machine, size: number[]) {
  const context: Record<string, unknown> = {
    size,
    panels: rowPanels,
    dragState: null,
    keyboardState: { resizeTriggerId: "centre:right", resolvedResizeTriggerId: "centre:right" },
  }
  const refs: Record<string, unknown> = {
    initialSize: [25, 50, 25],
    panelSizeBeforeCollapse: new Map(),
    panelIdToLastNotifiedSizeMap: new Map(),
    lastRequestedSize: null,
  }
  const params = {
    context: { get: (key: string) => context[key], set: (key: string, value: unknown) => (context[key] = value) },
    refs: { get: (key: string) => refs[key], set: (key: string, value: unknown) => (refs[key] = value) },
    prop: () => undefined,
  }
  const actions = machine.implementations!.actions as unknown as Record<string, (params: unknown) => void>
  actions.collapseOrExpandPanel(params)
  return (context.size as number[]).map((part) => Math.round(part * 100) / 100)
}

describe("splitter collapse fixes", () => {
  test("upstream still broken: Enter collapses and expands from the first layout, undoing the other panels' sizes", () => {
    expect(
      enterOnCentreRight(splitter.machine, [26, 49, 25]),
      upstreamFixed("machineWithCollapseFromCurrentLayout"),
    ).toEqual([25, 10, 65])
    expect(
      enterOnCentreRight(splitter.machine, [26, 10, 64]),
      upstreamFixed("machineWithCollapseFromCurrentLayout"),
    ).toEqual([25, 65, 10])
  })

  test("machineWithCollapseFromCurrentLayout: Enter collapses Centre and expands it to its minimum from the current layout", () => {
    expect(enterOnCentreRight(machineWithCollapseFromCurrentLayout, [26, 49, 25])).toEqual([26, 10, 64])
    expect(enterOnCentreRight(machineWithCollapseFromCurrentLayout, [26, 10, 64])).toEqual([26, 30, 44])
    // from the first layout it does what zag does
    expect(enterOnCentreRight(machineWithCollapseFromCurrentLayout, [25, 50, 25])).toEqual([25, 10, 65])
  })

  test("machineWithCollapseFromCurrentLayout keeps the cursor fix", () => {
    expect(machineWithCollapseFromCurrentLayout.implementations?.actions?.setGlobalCursor).toBe(
      machineWithoutInlineStyle.implementations?.actions?.setGlobalCursor,
    )
  })
})
