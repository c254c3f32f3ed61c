declare global {
  interface Window {
    /** Buttons of the demo clicked before hydration, kept by src/theme-init.js. */
    __earlyClicks?: HTMLElement[]
  }
}

/** Clicks the buttons a visitor clicked before the page was live, now that it is (a demo page's entry calls this). */
export function replayEarlyClicks() {
  for (const button of window.__earlyClicks?.splice(0) ?? []) if (button.isConnected) button.click()
}
