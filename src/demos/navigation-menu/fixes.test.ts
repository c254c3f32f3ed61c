// @vitest-environment jsdom
import * as navigationMenu from "@zag-js/navigation-menu"
import { beforeAll, describe, expect, test } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { triggerProxyProps } from "./fixes"

// jsdom measures nothing: zag's size watchers only need to exist
beforeAll(() => {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

/** A navigation menu with its Products panel open, run by bare zag. */
function openMenu() {
  const { result } = renderMachine(navigationMenu.machine, navigationMenu.connect, {
    id: "m",
    defaultValue: "products",
  })
  return result.current.api
}

describe("navigation menu fixes (zag 1.47.0)", () => {
  test("canary: zag hides the open panel's focus proxy from assistive technology, yet puts it in the tab order", () => {
    const proxy = openMenu().getTriggerProxyProps({ value: "products" }) as Record<string, unknown>
    expect(proxy.hidden, "the open panel's proxy is shown").toBe(false)
    expect(proxy.tabIndex).toBe(0)
    expect(proxy["aria-hidden"], upstreamFixed("triggerProxyProps")).toBe(true)
  })

  test("triggerProxyProps: the proxy stays focusable, in the accessibility tree, with zag's focus handling", () => {
    const api = openMenu()
    const proxy = triggerProxyProps(api, { value: "products" })
    expect(proxy).not.toHaveProperty("aria-hidden")
    expect(proxy.tabIndex).toBe(0)
    expect(proxy.onFocus).toBeTypeOf("function")
    expect(proxy.id).toBe(api.getTriggerProxyProps({ value: "products" }).id)
  })
})
