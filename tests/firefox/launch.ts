import { existsSync } from "node:fs"
import puppeteer from "puppeteer-core"

const INSTALL =
  "The Firefox suite needs Debian's Firefox ESR: `sudo apt-get install --no-install-recommends firefox-esr` " +
  "(.ci/run does this), or set FIREFOX_PATH to a Firefox binary."

/** FIREFOX_PATH, else Debian's firefox-esr, else a `firefox` on the usual path; never a download. */
export function resolveFirefox(): string {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"]
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  throw new Error(`No Firefox found. ${INSTALL}`)
}

/**
 * Headless Firefox driven by puppeteer-core over WebDriver BiDi. Playwright's own BiDi channel can't
 * drive Firefox ESR 153 (its new contexts send a command that Firefox doesn't know).
 */
export function launchFirefox() {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: resolveFirefox(),
    headless: true,
    extraPrefsFirefox: {
      // the OS theme the suite starts from (the pages follow it without a stored choice): light
      "layout.css.prefers-color-scheme.content-override": 1,
      // a finished download opens no downloads panel (the panel takes the focus from the test's window)
      "browser.download.alwaysOpenPanel": false,
      // IonMonkey, the optimizing tier, off (the baseline JIT stays): as with Chromium's (tests/browser.mjs),
      // a suite's page lives too short to repay it; the route checks of six components took 115-119 s
      // against 131-139 without it (2 workers, idle)
      "javascript.options.ion": false,
    },
  })
}
