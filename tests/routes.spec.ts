import type { Page } from "@playwright/test"
import { demos, overlayOpeners } from "../src/demos/registry"
import {
  axeViolations,
  chooseViewSetting,
  expect,
  expectTabLoaded,
  gotoDemo,
  openOverlay,
  settle,
  type Theme,
  test,
} from "./fixtures"

// One page load per route covers what every route must do: load its widget, toolbar and visualizer
// without errors, and pass axe in light and dark on every toolbar tab, in right-to-left too, and with its
// overlay open. The Accessibility tab's own check must agree ("No violations").

/** Switches the OS colour scheme; without a stored choice the gallery follows it live. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
  await settle(page)
}

async function expectNoViolations(page: Page, view: string, within?: string) {
  expect(await axeViolations(page, within), view).toEqual([])
}

/**
 * Records every layout shift of the demo area (the settings bar, `main` and what is in them) from the
 * first paint on: the pre-rendered page must not move while its styles, code and hydration arrive.
 */
function recordDemoAreaShifts() {
  const shifts: string[] = []
  Object.assign(window, { demoAreaShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
      }
    >) {
      for (const { node, previousRect: from, currentRect: to } of entry.sources ?? []) {
        const element = node instanceof Element ? node : node?.parentElement
        if (!element?.closest("main, .settings-bar")) continue
        shifts.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> moved from ${from.x},${from.y} (${from.width}x${from.height}) to ${to.x},${to.y} (${to.width}x${to.height}) at ${Math.round(entry.startTime)} ms`,
        )
      }
    }
  }).observe({ type: "layout-shift", buffered: true })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

for (const { path, name } of [
  { path: "/", name: "home" },
  { path: "/no-such-demo", name: "the not-found page" },
]) {
  test(`${name} has no axe violations in light and dark`, async ({ page }) => {
    await gotoDemo(page, path, "light")
    await expectNoViolations(page, "light")
    await useTheme(page, "dark")
    await expectNoViolations(page, "dark")
  })
}

for (const demo of demos) {
  const overlay = overlayOpeners[demo.slug]
  test(`/${demo.slug} loads without errors and passes axe in light and dark, LTR and RTL, on every tab${overlay ? " and with its overlay open" : ""}`, async ({
    page,
  }) => {
    // a dozen axe runs over five tabs, two themes and two directions
    test.setTimeout(60_000)
    await page.addInitScript(recordDemoAreaShifts)
    await gotoDemo(page, `/${demo.slug}`, "light")
    await page.evaluate(() => new Promise(requestAnimationFrame))
    expect(
      await page.evaluate(() => (window as unknown as { demoAreaShifts: string[] }).demoAreaShifts),
      "layout shifts while loading",
    ).toEqual([])
    await expect(page).toHaveTitle(new RegExp(`^${escape(demo.label)} · `))
    await expect(page.locator("main h1")).toHaveText(demo.label)
    // the widget: zag parts rendered by the page itself; the shell carries none of its own
    await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
    await expect(page.locator(".nav [data-scope], .toolbar [data-scope]")).toHaveCount(0)

    const tabs = page.locator(".toolbar nav [role=tab]")
    const names = await tabs.allTextContents()
    expect(names.slice(0, 2)).toEqual(["Controls", "Visualizer"])
    // the whole page once per theme; the other tabs change only the toolbar
    for (const [index, tab] of names.entries()) {
      await tabs.filter({ hasText: tab }).click()
      await expectTabLoaded(page, tab)
      await expectNoViolations(page, `light, ${tab} tab`, index === 0 ? undefined : ".toolbar")
    }
    await useTheme(page, "dark")
    for (const [index, tab] of names.toReversed().entries()) {
      await tabs.filter({ hasText: tab }).click()
      await expectNoViolations(page, `dark, ${tab} tab`, index === names.length - 1 ? undefined : ".toolbar")
    }
    // right to left, from the view settings bar, in both themes, with the overlay open where there is
    // one (the whole page is checked, the overlay with it)
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
    await settle(page)
    if (overlay) await openOverlay(page, overlay)
    const view = overlay ? "RTL, overlay open" : "RTL"
    await expectNoViolations(page, `dark, ${view}`)
    await useTheme(page, "light")
    await expectNoViolations(page, `light, ${view}`)
  })
}
