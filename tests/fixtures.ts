import AxeBuilder from "@axe-core/playwright"
import { test as base, expect, type Page } from "@playwright/test"

type Fixtures = {
  /** Console errors/warnings, uncaught page errors and requests to other hosts seen during the test. */
  problems: string[]
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"])

/**
 * Every test fails on a console error or warning, an uncaught error, or a request to another host
 * (a test that expects a remote call routes it itself before navigating).
 */
export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on("console", (msg) => {
        if (msg.type() === "error" || msg.type() === "warning") problems.push(`console.${msg.type()}: ${msg.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`))
      await page.route(
        (url) => url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname),
        async (route) => {
          problems.push(`request to another host: ${route.request().url()}`)
          await route.abort("blockedbyclient")
        },
      )
      await use(problems)
      expect(problems, "console errors, page errors or remote requests").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export type Theme = "light" | "dark"

/** Opens a route in the given theme (the OS preference the gallery follows by default). */
export async function gotoDemo(page: Page, path: string, theme: Theme = "light") {
  await page.emulateMedia({ colorScheme: theme })
  await page.goto(path)
  await expect(page.locator("main")).toBeVisible()
  await expect(page.locator("main h1")).toBeVisible()
}

/** Switches the toolbar to a tab ("Controls" or "Visualizer"). */
export async function openTab(page: Page, tab: "Controls" | "Visualizer") {
  await page.locator(".toolbar nav").getByRole("tab", { name: tab }).click()
}

/** The JSON text of the first (or the labelled) visualizer. */
export function visualizer(page: Page, label?: string) {
  const viz = label ? page.locator(".viz", { has: page.locator("summary", { hasText: label }) }) : page.locator(".viz")
  return viz.first().locator("pre")
}

/** Runs axe with every rule on (color-contrast included); returns the violations, readable. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  }))
}
