import { test as base, expect } from "@playwright/test"
import type { Browser, Page } from "puppeteer-core"
import { type Driver, puppeteerDriver, readableConsoleErrors } from "../engine/driver"
import { PROBLEMS, watchProblems } from "../support/problems"
import { launchFirefox } from "./launch"

type WorkerFixtures = { firefox: Browser }
type Fixtures = {
  /** A fresh Firefox page (its own browser context) at 1280×800. */
  firefoxPage: Page
  driver: Driver
  /** Console errors/warnings, uncaught errors, CSP violations and requests to other hosts in this test. */
  problems: string[]
}

/**
 * The Firefox suite's tests: Playwright runs and reports them (so `npm test` counts them with the
 * Chromium ones), and each drives Firefox through puppeteer-core. One Firefox per worker, one browser
 * context per test. The same failure policy as the Chromium tests (tests/support/problems.ts); a remote
 * API the test answers itself (`driver.answerRemote`) is allowed.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  firefox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, provide) => {
      const browser = await launchFirefox()
      await provide(browser)
      await browser.close()
    },
    { scope: "worker", timeout: 60_000 },
  ],
  firefoxPage: async ({ firefox }, provide, testInfo) => {
    // downloads (the QR code's Download PNG) go to the test's own output folder, never to ~/Downloads
    const context = await firefox.createBrowserContext({
      downloadBehavior: { policy: "allow", downloadPath: testInfo.outputPath("downloads") },
    })
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 800 })
    await provide(page)
    await context.close()
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  problems: async ({}, provide) => {
    const problems: string[] = []
    await provide(problems)
    expect(problems, `firefox: ${PROBLEMS}`).toEqual([])
  },
  driver: async ({ firefoxPage, problems, baseURL }, provide) => {
    const driver = puppeteerDriver(firefoxPage, baseURL as string)
    await driver.addInitScript(readableConsoleErrors)
    await watchProblems(driver, problems)
    await provide(driver)
  },
})

export { expect }
