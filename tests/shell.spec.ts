import { demoGroups } from "../src/demos/groups"
import { components, demos } from "../src/demos/registry"
import { expect, gotoDemo, test } from "./fixtures"

const expectedLabels = components.map((c) => c.label).sort((a, b) => a.localeCompare(b))
const navLinks = (page: import("@playwright/test").Page) => page.locator("aside.nav nav a")
/** Each component's first story: where its nav link and home card go. */
const firstPage = (component: string) => demos.find((d) => d.component === component)!

test("the nav header names the library and lists one link per component, sorted by label", async ({ page }) => {
  await gotoDemo(page, "/")
  await expect(page.locator("aside.nav header")).toContainText("Zag.js")
  await expect(navLinks(page)).toHaveText(expectedLabels)
  const hrefs = await navLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))
  expect(new Set(hrefs)).toEqual(new Set(components.map((c) => `/${firstPage(c.slug).slug}`)))
})

test("home lists every component, grouped by kind, under a heading with the library name", async ({ page }) => {
  await gotoDemo(page, "/")
  await expect(page).toHaveTitle("Zag.js Gallery")
  await expect(page.locator("main h1")).toContainText("Zag.js")
  await expect(page.locator("main h2")).toHaveText(demoGroups.map((group) => group.name))
  // within a group, sorted by label
  const grouped = demoGroups.flatMap((group) =>
    group.slugs
      .map((slug) => components.find((c) => c.slug === slug)?.label ?? slug)
      .sort((a, b) => a.localeCompare(b)),
  )
  const items = page.locator("main .home-list a")
  await expect(items).toHaveText(grouped)
  const first = firstPage(components.find((c) => c.label === grouped[0])!.slug)
  await page.getByRole("main").getByRole("link", { name: grouped[0], exact: true }).click()
  await expect(page).toHaveURL(`/${first.slug}`)
  await expect(page.locator("main h1")).toHaveText(first.label)
})

test("the active link follows navigation", async ({ page }) => {
  const [a, b] = demos
  await gotoDemo(page, `/${a.slug}`)
  const linkA = navLinks(page).filter({ hasText: new RegExp(`^${a.label}$`) })
  const linkB = navLinks(page).filter({ hasText: new RegExp(`^${b.label}$`) })
  await expect(linkA).toHaveAttribute("aria-current", "page")
  await expect(linkA).toHaveAttribute("data-active", "")
  await expect(page.locator("aside.nav nav a[data-active]")).toHaveCount(1)

  await linkB.click()
  await expect(page).toHaveURL(`/${b.slug}`)
  await expect(page).toHaveTitle(`${b.label} · Zag.js Gallery`)
  await expect(linkB).toHaveAttribute("aria-current", "page")
  await expect(linkB).toHaveAttribute("data-active", "")
  await expect(linkA).not.toHaveAttribute("aria-current", "page")
  await expect(linkA).not.toHaveAttribute("data-active")
  // the highlight is visible, not just an attribute
  const background = (link: typeof linkA) => link.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await background(linkB)).not.toBe(await background(linkA))
})

test("an unknown path shows a not-found page with a link home", async ({ page }) => {
  await gotoDemo(page, "/does-not-exist")
  await expect(page.locator("main h1")).toHaveText("Page not found")
  await expect(page).toHaveTitle("Page not found · Zag.js Gallery")
  await page.getByRole("link", { name: "Back to the gallery home" }).click()
  await expect(page).toHaveURL("/")
  await expect(page.locator("main h1")).toContainText("Zag.js")
})

test("a deep link reloaded in the browser serves the page", async ({ page }) => {
  const demo = demos[demos.length - 1]
  await gotoDemo(page, `/${demo.slug}`)
  await page.reload()
  await expect(page.locator("main h1")).toHaveText(demo.label)
  await expect(page).toHaveTitle(`${demo.label} · Zag.js Gallery`)
})

test("the query string survives reloads and history navigation", async ({ page }) => {
  await gotoDemo(page, "/accordion?multiple=true&orientation=horizontal")
  await page.reload()
  await expect(page.getByTestId("multiple")).toBeChecked()
  await expect(page.getByTestId("orientation")).toHaveValue("horizontal")

  await navLinks(page)
    .filter({ hasText: /^Tabs$/ })
    .click()
  await expect(page).toHaveURL("/tabs")
  await page.goBack()
  await expect(page).toHaveURL("/accordion?multiple=true&orientation=horizontal")
  await expect(page.getByTestId("multiple")).toBeChecked()
})

test("a bad query value is ignored with a notice, never a crash", async ({ page }) => {
  await gotoDemo(page, "/accordion?orientation=diagonal&multiple=1&nope=2")
  const notice = page.locator(".controls-notice")
  await expect(notice).toContainText("“orientation=diagonal” was ignored")
  await expect(notice).toContainText("“multiple=1” was ignored")
  await expect(notice).toContainText("Unknown option “nope” was ignored.")
  await expect(page.getByTestId("orientation")).toHaveValue("vertical")
  await expect(page.getByTestId("home:trigger")).toBeVisible()
})

test("toolbar tabs have tab semantics and arrow keys", async ({ page }) => {
  await gotoDemo(page, "/accordion")
  const controls = page.getByRole("tab", { name: "Controls" })
  const viz = page.getByRole("tab", { name: "Visualizer" })
  await expect(controls).toHaveAttribute("aria-selected", "true")
  await expect(controls).toHaveAttribute("data-active", "")
  await controls.focus()
  await page.keyboard.press("ArrowRight")
  await expect(viz).toBeFocused()
  await expect(viz).toHaveAttribute("aria-selected", "true")
  await expect(page.locator(".toolbar [data-content][data-active] .viz")).toBeVisible()
  await expect(page.getByTestId("multiple")).toBeHidden()
  await page.keyboard.press("ArrowLeft")
  await expect(controls).toBeFocused()
  await expect(page.getByTestId("multiple")).toBeVisible()
})

test("the theme follows the OS, and the toggle overrides it and is remembered", async ({ page }) => {
  await gotoDemo(page, "/", "dark")
  const html = page.locator("html")
  await expect(html).toHaveAttribute("data-theme", "dark")
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

  await page.getByRole("button", { name: "Switch to light theme" }).click()
  await expect(html).toHaveAttribute("data-theme", "light")
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(dark)
  await page.reload()
  await expect(html).toHaveAttribute("data-theme", "light")
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible()
})

test("without a stored choice the theme follows OS changes live", async ({ page }) => {
  await gotoDemo(page, "/", "light")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light")
  await page.emulateMedia({ colorScheme: "dark" })
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
})

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the nav collapses behind a button and closes after choosing a demo", async ({ page }) => {
    await gotoDemo(page, "/")
    const toggle = page.getByRole("button", { name: "Open demo list" })
    await expect(navLinks(page).first()).toBeHidden()
    await toggle.click()
    await expect(page.getByRole("button", { name: "Close demo list" })).toHaveAttribute("aria-expanded", "true")
    await navLinks(page)
      .filter({ hasText: /^Tabs$/ })
      .click()
    await expect(page).toHaveURL("/tabs")
    await expect(navLinks(page).first()).toBeHidden()
    // nothing overflows the viewport horizontally
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

/** Counts the view transitions a page starts. */
async function countViewTransitions(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document)
    const counted = window as unknown as { transitions: number }
    counted.transitions = 0
    if (start) {
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        counted.transitions += 1
        return start(update)
      }) as typeof document.startViewTransition
    }
  })
  return () => page.evaluate(() => (window as unknown as { transitions: number }).transitions)
}

test("nav links switch demos at once, with the new demo's code fetched on hover", async ({ page }) => {
  const transitions = await countViewTransitions(page)
  await gotoDemo(page, "/accordion")
  const chunkRequests: string[] = []
  page.on("request", (request) => chunkRequests.push(request.url()))
  const link = page.locator('aside.nav nav a[href="/tabs"]')
  await link.hover()
  await expect.poll(() => chunkRequests.some((url) => /TabsPage-.*\.js$/.test(url))).toBe(true)
  await link.click()
  await expect(page.locator("main h1")).toHaveText("Tabs")
  await expect(page.locator('main [data-scope="tabs"]').first()).toBeVisible()
  // a view transition would hold the new demo back while the browser captures the old page
  expect(await transitions()).toBe(0)
})

test("links marked for it (home, back from not found) navigate inside a view transition", async ({ page }) => {
  const transitions = await countViewTransitions(page)
  await gotoDemo(page, "/accordion")
  await page.getByRole("link", { name: "Zag.js", exact: true }).click()
  await expect(page.locator("main h1")).toContainText("Zag.js")
  expect(await transitions()).toBe(1)
})

test("a demo's first load runs its own entry, which imports its page chunk, and fetches nothing it doesn't need", async ({
  page,
}) => {
  await gotoDemo(page, "/toast")
  await page.waitForFunction(() => performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd > 0)
  // every script requested before the load event
  const beforeLoad = await page.evaluate(() => {
    const loadAt = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < loadAt && entry.name.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname)
  })
  const entry = await page.locator("script[type=module]").getAttribute("src")
  expect(entry).toMatch(/^\/assets\/demo-toast-[\w-]+\.js$/)
  expect(beforeLoad).toContain(entry)
  expect(beforeLoad.filter((path) => /\/ToastPage-[\w-]+\.js$/.test(path))).toHaveLength(1)
  // neither the map of all 46 page modules, nor the toast's lazily loaded dialog, nor prefetching
  expect(beforeLoad.filter((path) => /\/(pageModules|EmbeddedDialog|prefetch)-/.test(path))).toEqual([])
})
