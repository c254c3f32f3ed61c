import { normalizeProps } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import type { HTMLAttributes } from "react"
import { describe, expect, test } from "vitest"
import { fixViewportTabIndex } from "./fixes"

/** A service as zag's connect reads it, for a viewport that overflows vertically only. */
function tallNotWideService() {
  const context: Record<string, unknown> = {
    hovering: false,
    cornerSize: { width: 0, height: 0 },
    thumbSize: { width: 0, height: 40 },
    hiddenState: { scrollbarYHidden: false, scrollbarXHidden: true, cornerHidden: true },
    atSides: { top: true, right: false, bottom: false, left: true },
    scrollingX: false,
    scrollingY: false,
  }
  return {
    state: { matches: () => false },
    send: () => undefined,
    context: { get: (key: string) => context[key] },
    prop: (key: string) => ({ dir: "ltr" })[key],
    scope: { id: "test", ids: undefined, getById: () => null },
    refs: { get: () => null },
  } as unknown as scrollArea.Service
}

describe("scroll area fixes", () => {
  test("fixViewportTabIndex: a viewport that scrolls either way is in the tab order, one that does not scroll is not", () => {
    const props: HTMLAttributes<HTMLElement> = { id: "viewport" }
    expect(fixViewportTabIndex(props, { hasOverflowX: false, hasOverflowY: true }).tabIndex).toBe(0)
    expect(fixViewportTabIndex(props, { hasOverflowX: true, hasOverflowY: false }).tabIndex).toBe(0)
    expect(fixViewportTabIndex(props, { hasOverflowX: false, hasOverflowY: false }).tabIndex).toBeUndefined()
    expect(fixViewportTabIndex(props, { hasOverflowX: true, hasOverflowY: true }).id).toBe("viewport")
  })

  test("fixViewportTabIndex: upstream still broken, bare zag 1.47.0 leaves a viewport that scrolls one way out of the tab order (if this fails, zag fixed it: remove the fix)", () => {
    const api = scrollArea.connect(tallNotWideService(), normalizeProps)
    expect(api.hasOverflowY).toBe(true)
    expect(api.getViewportProps().tabIndex).toBeUndefined()
  })
})
