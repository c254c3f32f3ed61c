import { test as base, expect } from "@playwright/test"
import type { Browser, Page } from "puppeteer-core"
import { type Driver, puppeteerDriver } from "../engine/driver"
import { launchFirefox } from "./launch"

type WorkerFixtures = { firefox: Browser }
type Fixtures = {
  /** A fresh Firefox page (its own browser context) at 1280×800. */
  firefoxPage: Page
  driver: Driver
  /** Console errors/warnings, uncaught errors, CSP violations and requests to other hosts in this test. */
  problems: string[]
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"])

/** URL prefixes each page answers itself (see `answerRemote`): requests to them are allowed. */
const answered = new WeakMap<Page, string[]>()

/**
 * Answers requests to a remote URL prefix with JSON (as the Chromium suite's `page.route` does). It
 * turns on request interception, so every other request of the page is let through one by one.
 */
export async function answerRemote(page: Page, prefix: string, json: unknown) {
  answered.set(page, [...(answered.get(page) ?? []), prefix])
  await page.setRequestInterception(true)
  page.on("request", (request) => {
    if (request.isInterceptResolutionHandled()) return
    if (request.url().startsWith(prefix))
      void request.respond({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify(json),
      })
    else void request.continue()
  })
}

/**
 * The Firefox suite's tests: Playwright runs and reports them (so `npm test` counts them with the
 * Chromium ones), and each drives Firefox through puppeteer-core. One Firefox per worker, one browser
 * context per test. The same failure rules as tests/fixtures.ts.
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
  firefoxPage: async ({ firefox }, provide) => {
    const context = await firefox.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport({ width: 1280, height: 800 })
    await provide(page)
    await context.close()
  },
  driver: async ({ firefoxPage }, provide) => provide(puppeteerDriver(firefoxPage)),
  problems: [
    async ({ firefoxPage: page }, provide) => {
      const problems: string[] = []
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warn") problems.push(`console.${msg.type()}: ${msg.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`uncaught: ${(error as Error).message ?? error}`))
      await page.evaluateOnNewDocument(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} in ${event.sourceFile || "the page"}`,
          )
        })
      })
      page.on("request", (request) => {
        const url = new URL(request.url())
        const allowed = answered.get(page)?.some((prefix) => request.url().startsWith(prefix))
        if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname) && !allowed)
          problems.push(`request to another host: ${request.url()}`)
      })
      await provide(problems)
      expect(problems, "firefox: console errors, page errors or remote requests").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Opens a route in Firefox and waits until React has hydrated the pre-rendered page. */
export async function gotoDemo(driver: Driver, page: Page, baseURL: string, path: string) {
  await page.goto(new URL(path, baseURL).href)
  await driver.waitFor(
    () =>
      document.documentElement.hasAttribute("data-hydrated") && document.querySelector("main h1")?.checkVisibility(),
    undefined,
    `${path} has hydrated and shows its heading`,
  )
}
