import { flushSync } from "react-dom"
import type { AroundNavHandler } from "wouter"

/**
 * A navigation that starts while a view transition is still running skips that transition, and the
 * browser rejects the skipped transition's promises. Nothing is wrong for the user then, so those
 * rejections are marked handled instead of surfacing as uncaught errors.
 */
export function ignoreSkippedViewTransitions() {
  window.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason
    if (
      reason instanceof DOMException &&
      (reason.name === "AbortError" || reason.name === "InvalidStateError") &&
      /transition/i.test(reason.message)
    ) {
      event.preventDefault()
    }
  })
}

/** Links marked `transition` navigate inside a view transition where the browser has them. */
export const navigateWithTransition: AroundNavHandler = (navigate, to, options) => {
  if (!options?.transition || typeof document.startViewTransition !== "function") return navigate(to, options)
  document.startViewTransition(() => flushSync(() => navigate(to, options)))
}
