declare global {
  interface Window {
    /** Buttons of the demo clicked before hydration, kept by src/early-clicks.js. */
    __earlyClicks?: HTMLElement[]
  }
}

/**
 * Clicks the buttons a visitor clicked before the page was live, now that it is (a demo page's entry calls
 * this). A button clicked again in a row counts once: nothing had happened, so the visitor tried again,
 * and replaying both would open the dialog and close it at once.
 */
export function replayEarlyClicks() {
  const clicked = window.__earlyClicks?.splice(0) ?? []
  for (const [i, button] of clicked.entries()) if (button !== clicked[i - 1] && button.isConnected) button.click()
}

/**
 * Focuses anew what a visitor focused in the demo before the page was live (by Tab, or a click on a
 * non-button): the widget's machine never saw that focus event, and a zag slider, for one, ignores
 * arrow keys until it has. A demo page's entry calls this right after hydration.
 */
export function renewEarlyFocus() {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !focused.closest("main")) return
  const renew = () => {
    focused.blur()
    focused.focus({ preventScroll: true })
  }
  if (!focused.matches(":focus-visible")) return renew()
  // reached by keyboard: zag's focus-visible tracker (a tooltip opens on keyboard focus only) was not
  // listening to those keys, so it is told
  void import("@zag-js/focus-visible").then(({ setInteractionModality }) => {
    setInteractionModality("keyboard")
    if (document.activeElement === focused) renew()
  })
}
