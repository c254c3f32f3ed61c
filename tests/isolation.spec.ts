import type { FrameLocator, Page } from "@playwright/test"
import { builtHeaders } from "./builtHeaders"
import { demos } from "../src/demos/registry"
import { axeViolations, expect, gotoDemo, holdRequests, shortcutsReady, test, withoutStyleHashes } from "./fixtures"

// Isolation mode (`/embed/<slug>`, `?chrome=none`): the widget alone, with its controls and view settings
// from the URL, embeddable in a frame of the gallery's own pages and nowhere else.

type Scope = Page | FrameLocator

const trigger = (scope: Scope, id: string) => scope.getByTestId(`${id}:trigger`)
const content = (scope: Scope, id: string) => scope.getByTestId(`${id}:content`)

/** The page shows the accordion and nothing of the workbench around it. */
async function expectWidgetAlone(scope: Scope) {
  await expect(trigger(scope, "home")).toBeVisible()
  await expect(scope.getByRole("navigation")).toHaveCount(0)
  await expect(scope.getByRole("searchbox")).toHaveCount(0)
  await expect(scope.locator(".toolbar")).toBeHidden()
  await expect(scope.locator(".settings-bar")).toBeHidden()
  await expect(scope.getByRole("link", { name: "Open in isolation" })).toBeHidden()
  // the title stays for assistive technology, out of sight
  await expect(scope.getByRole("heading", { level: 1, name: "Accordion" })).toHaveCSS("position", "absolute")
}

/** Opening a second item closes the first unless `multiple` is on. */
async function expectMultiple(scope: Scope, multiple: boolean) {
  await trigger(scope, "home").click()
  await expect(content(scope, "home")).toBeVisible()
  await trigger(scope, "contact").click()
  await expect(content(scope, "contact")).toBeVisible()
  if (multiple) await expect(content(scope, "home")).toBeVisible()
  else await expect(content(scope, "home")).toBeHidden()
}

/** Records every layout shift from the first paint on (run as an init script). */
function recordShifts() {
  const shifts: string[] = []
  Object.assign(window, { layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>)
      for (const { node } of entry.sources ?? []) shifts.push(`${node?.nodeName} at ${Math.round(entry.startTime)} ms`)
  }).observe({ type: "layout-shift", buffered: true })
}

test("/embed/<slug> shows the widget alone, hydrated without a move or a warning, and it works", async ({ page }) => {
  await page.addInitScript(recordShifts)
  await gotoDemo(page, "/embed/accordion")
  await expect(page).toHaveTitle("Accordion · Zag.js Gallery")
  await expectWidgetAlone(page)
  await page.evaluate(() => new Promise(requestAnimationFrame))
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([])
  await expectMultiple(page, false)
})

test("?chrome=none on a demo's page shows the widget alone", async ({ page }) => {
  await gotoDemo(page, "/accordion?chrome=none")
  await expectWidgetAlone(page)
  await expectMultiple(page, false)
})

test("?chrome=none never shows the nav, not even before the page has hydrated", async ({ page }) => {
  // every frame from the first one on, until hydration: is the pre-rendered nav on screen?
  await page.addInitScript(() => {
    const seen: boolean[] = []
    Object.assign(window, { navSeen: seen })
    const sample = () => {
      const nav = document.querySelector(".page > .nav")
      if (nav) seen.push(nav.checkVisibility())
      if (!document.documentElement.hasAttribute("data-hydrated")) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await gotoDemo(page, "/accordion?chrome=none")
  await expectWidgetAlone(page)
  const seen = await page.evaluate(() => (window as unknown as { navSeen: boolean[] }).navSeen)
  expect(seen.length, "frames sampled with the pre-rendered nav in the page").toBeGreaterThan(0)
  expect(seen.filter(Boolean), "frames that showed the nav").toEqual([])

  // back to the page with its chrome (as the back button does): the nav returns
  await page.evaluate(() => {
    history.pushState(null, "", "/accordion")
    dispatchEvent(new PopStateEvent("popstate"))
  })
  await expect(page.getByRole("complementary", { name: "Gallery" })).toBeVisible()
  await expect(page.locator(".toolbar")).toBeVisible()
})

test("?chrome=none: going back before the page's after-load code has arrived still brings the chrome back", async ({
  page,
}) => {
  // the code that follows the address after the load event (src/app/afterLoad.ts), held back as a slow
  // network or a busy machine does
  const release = await holdRequests(page, /\/assets\/afterLoad-[\w-]+\.js$/)
  await gotoDemo(page, "/accordion?chrome=none")
  await expectWidgetAlone(page)
  await page.evaluate(() => {
    history.pushState(null, "", "/accordion")
    dispatchEvent(new PopStateEvent("popstate"))
  })
  release()
  await expect(page.getByRole("complementary", { name: "Gallery" })).toBeVisible()
  await expect(page.locator(".toolbar")).toBeVisible()
})

test("the gallery's keyboard shortcuts are off in isolation mode, on for the page with its chrome", async ({
  page,
}) => {
  /** Whether the shortcut listener takes a key pressed outside the widget ("]" goes to the next demo). */
  const takesKey = (key: string) =>
    page.evaluate((key) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })
      document.body.dispatchEvent(event)
      return event.defaultPrevented
    }, key)
  for (const path of ["/embed/accordion", "/accordion?chrome=none"]) {
    await gotoDemo(page, path)
    await shortcutsReady(page)
    expect(await takesKey("]"), path).toBe(false)
    expect(await takesKey("?"), path).toBe(false)
    await expect(page).toHaveURL(new RegExp(`${path.replace("?", "\\?")}$`))
  }
  await gotoDemo(page, "/accordion")
  await shortcutsReady(page)
  expect(await takesKey("?")).toBe(true)
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible()
})

test("controls and view settings come from the URL; `chrome` is no control", async ({ page }) => {
  await gotoDemo(page, "/embed/accordion?multiple=true&dir=rtl&theme=dark", "light")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
  await expect(page.locator('[data-scope="accordion"][data-part="root"]')).toHaveAttribute("dir", "rtl")
  await expectMultiple(page, true)

  await gotoDemo(page, "/accordion?chrome=none&multiple=true")
  await expectMultiple(page, true)
  // the Controls panel (there, but hidden) reports no unknown key
  await expect(page.getByTestId("multiple")).toBeChecked()
  await expect(page.locator(".toolbar")).not.toContainText("chrome")
})

test("the isolation view is axe-clean in light and dark, LTR and RTL", async ({ page }) => {
  for (const dir of ["ltr", "rtl"])
    for (const theme of ["light", "dark"] as const) {
      await gotoDemo(page, `/embed/accordion?dir=${dir}`, theme)
      await trigger(page, "home").click()
      await expect(content(page, "home")).toBeVisible()
      expect(await axeViolations(page), `${theme}, ${dir}`).toEqual([])
    }
})

test("a page of the gallery can frame an isolation view, whose widget works in the frame", async ({ page }) => {
  await gotoDemo(page, "/tabs")
  await page.evaluate(() => {
    const frame = document.createElement("iframe")
    frame.title = "Accordion, isolated"
    frame.src = "/embed/accordion?multiple=true"
    frame.style.cssText = "width: 600px; height: 500px"
    document.body.append(frame)
  })
  const frame = page.frameLocator('iframe[title="Accordion, isolated"]')
  await expect(frame.locator("html")).toHaveAttribute("data-hydrated")
  await expectWidgetAlone(frame)
  await expectMultiple(frame, true)
})

test("an ordinary page refuses to be framed, even by the gallery", async ({ page, problems }) => {
  await gotoDemo(page, "/tabs")
  const refused = page.waitForEvent("console", (msg) => msg.text().includes("frame-ancestors"))
  await page.evaluate(() => {
    const frame = document.createElement("iframe")
    frame.title = "Accordion page"
    frame.src = "/accordion"
    document.body.append(frame)
  })
  await refused
  await expect(page.frameLocator('iframe[title="Accordion page"]').getByTestId("home:trigger")).toHaveCount(0)
  // the refusal is this test's point: take it out of the fixture's list of problems
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes("frame-ancestors")))
})

test("isolation views may be framed by the gallery's own origin; every other route by nobody", async ({ request }) => {
  const { contentSecurityPolicy, embedContentSecurityPolicy } = builtHeaders()
  expect(embedContentSecurityPolicy).toContain("frame-ancestors 'self'")
  expect(contentSecurityPolicy).toContain("frame-ancestors 'none'")
  for (const path of ["/embed/accordion", "/embed/tabs?dir=rtl"]) {
    const headers = (await request.get(path)).headers()
    expect(withoutStyleHashes(headers["content-security-policy"]), path).toBe(embedContentSecurityPolicy)
    expect(headers["x-frame-options"], path).toBe("SAMEORIGIN")
  }
  for (const path of ["/", "/accordion", "/accordion?chrome=none", "/embed/no-such-demo"]) {
    const headers = (await request.get(path)).headers()
    expect(withoutStyleHashes(headers["content-security-policy"]), path).toBe(contentSecurityPolicy)
    expect(headers["x-frame-options"], path).toBe("DENY")
  }
  // the static host's file says the same
  const file = await (await request.get("/_headers")).text()
  const [all, embed] = file.split("/embed/*\n")
  expect(all).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`)
  expect(embed).toContain(`Content-Security-Policy: ${embedContentSecurityPolicy}`)
  expect(embed).toContain("! Content-Security-Policy")
})

test("the toolbar's “Open in isolation” link opens the isolation view with the same controls", async ({ page }) => {
  await gotoDemo(page, "/accordion?multiple=true&dir=rtl")
  const link = page.getByRole("link", { name: "Open in isolation" })
  await expect(link).toHaveAttribute("href", "/embed/accordion?multiple=true&dir=rtl")
  await link.click()
  await expect(page).toHaveURL("/embed/accordion?multiple=true&dir=rtl")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await expectWidgetAlone(page)
  await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
  await expectMultiple(page, true)
})

// about ten pages a group, so each test stays well inside its time limit on a busy machine as stories are added
const GROUPS = Math.ceil(demos.length / 10)
const groups = Array.from({ length: GROUPS }, (_, i) => demos.filter((_, index) => index % GROUPS === i))
for (const [index, group] of groups.entries()) {
  test(`every isolation view hydrates with its widget and no warning (group ${index + 1} of ${GROUPS})`, async ({
    page,
  }) => {
    for (const demo of group) {
      await gotoDemo(page, `/embed/${demo.slug}`)
      await expect(page.locator("main [data-scope][data-part]").first(), demo.slug).toBeAttached()
      await expect(page.locator(".nav"), demo.slug).toHaveCount(0)
    }
  })
}
