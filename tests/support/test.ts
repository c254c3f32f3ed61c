import { test as base, expect, type Page } from "@playwright/test"
import { cpuSlowdown } from "../browser.mjs"
import { playwrightDriver } from "../engine/driver"
import { PROBLEMS, watchProblems } from "./problems"

type UrlMatcher = Parameters<Page["route"]>[0]

/** Whether a URL matches a `page.route` matcher (a glob with * and **, a regular expression, or a predicate). */
function matches(matcher: UrlMatcher, url: URL): boolean {
  if (typeof matcher === "function") return matcher(url)
  if (matcher instanceof RegExp) return matcher.test(url.href)
  if (typeof matcher !== "string") return matcher.test(url.href)
  const pattern = matcher
    .split("**")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
    .join(".*")
  return new RegExp(`^${pattern}$`).test(url.href)
}

/**
 * Chromium tests: every test that opens a page fails on what tests/support/problems.ts calls a problem
 * (a test that answers a remote call itself, with `page.route` before navigating, makes that call
 * allowed). A test that never uses `page` (data, `request`) opens no browser context.
 */
export const test = base.extend<{
  /** Console errors/warnings, uncaught page errors, CSP violations and requests to other hosts seen during the test. */
  problems: string[]
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  problems: async ({}, provide) => {
    const problems: string[] = []
    await provide(problems)
    expect(problems, PROBLEMS).toEqual([])
  },
  page: async ({ page, problems }, provide) => {
    // Watched, not intercepted: routing every request through the test runner slows every page
    const stubs: UrlMatcher[] = []
    const route = page.route.bind(page)
    page.route = (url, ...rest) => {
      stubs.push(url)
      return route(url, ...rest)
    }
    await watchProblems(playwrightDriver(page), problems, (url) => stubs.some((stub) => matches(stub, url)))
    // Chromium's CPU throttling: a busy CI machine is slower than this one idle
    if (cpuSlowdown > 1) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
    }
    await provide(page)
  },
})

export { expect }
