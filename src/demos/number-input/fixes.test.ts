// @vitest-environment jsdom
import { requestPointerLock } from "@zag-js/dom-query"
import { afterEach, describe, expect, test, vi } from "vitest"
import { quietPointerLockRefusal } from "./fixes"

/** A browser that refuses pointer lock, as Firefox does: a rejected promise, then `pointerlockerror`. */
function refusePointerLock() {
  let refusal: Promise<void> | undefined
  let handled = false
  let refuse = () => undefined as void
  Object.assign(document, { pointerLockElement: null, exitPointerLock: () => undefined })
  Object.defineProperty(HTMLElement.prototype, "requestPointerLock", {
    configurable: true,
    writable: true,
    value() {
      queueMicrotask(() => document.dispatchEvent(new Event("pointerlockerror")))
      // refused once the test has looked whether anyone handles it (a rejection no one handles would fail
      // the whole run, which is the bug itself)
      refusal = new Promise((_, reject) => {
        refuse = () => reject(new DOMException("The browser failed to lock the pointer.", "NotSupportedError"))
      })
      const then = refusal.then.bind(refusal)
      refusal.then = ((...args: Parameters<typeof then>) => {
        handled = true
        return then(...args)
      }) as typeof then
      return refusal
    },
  })
  return {
    wasHandled: () => handled,
    settled: () => new Promise((done) => setTimeout(done)),
    cleanUp: () => {
      void refusal?.catch(() => undefined)
      refuse()
    },
  }
}

describe("number input fixes", () => {
  afterEach(() => vi.restoreAllMocks())

  test("bare zag 1.47.0 still logs a console error and leaves the refusal unhandled (the fix can go once this fails)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const { wasHandled, settled, cleanUp } = refusePointerLock()
    const release = requestPointerLock(document)
    await settled()
    expect(error).toHaveBeenCalledWith("PointerLock error occurred:", expect.any(Event))
    expect(wasHandled()).toBe(false)
    release?.()
    cleanUp()
  })

  test("quietPointerLockRefusal: a refused lock logs nothing and its rejection is handled", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined)
    const { wasHandled, settled, cleanUp } = refusePointerLock()
    const undo = quietPointerLockRefusal(window)
    const release = requestPointerLock(document)
    await settled()
    expect(error).not.toHaveBeenCalled()
    expect(wasHandled()).toBe(true)
    release?.()
    undo()
    cleanUp()
  })
})
