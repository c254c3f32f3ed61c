import type { Page } from "@playwright/test"
import { demos, overlayOpeners } from "../src/demos/registry"
import { firstInteractions } from "../src/demos/interactions"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { recordWidgetShifts } from "./engine/shifts"
import {
  axeEveryTab,
  chooseViewSetting,
  expect,
  expectNoViolations,
  gotoDemo,
  openOverlay,
  settle,
  type Theme,
  test,
} from "./fixtures"

// One page load per route covers what every route must do: load its widget, toolbar and visualizer
// without errors and without moving, work on its first interaction (src/demos/interactions.ts), and pass
// axe on every toolbar tab, in dark, and in right-to-left with its overlay open.

/** Switches the OS colour scheme; without a stored choice the gallery follows it live. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme)
  await settle(page)
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

test("every demo in the registry has a first interaction", () => {
  const missing = demos.map((demo) => demo.slug).filter((slug) => !firstInteractions[slug])
  expect(missing, "demos without a first interaction in src/demos/interactions.ts").toEqual([])
  const unknown = Object.keys(firstInteractions).filter((slug) => !demos.some((demo) => demo.slug === slug))
  expect(unknown, "first interactions of demos that are not in the registry").toEqual([])
})

for (const demo of demos) {
  const overlay = overlayOpeners[demo.slug]
  test(`/${demo.slug} loads without moving, works on its first interaction, and passes axe on every tab, in light, dark and RTL${overlay ? " and with its overlay open" : ""}`, async ({
    page,
  }) => {
    // axe on the page four times and on the toolbar four times
    test.setTimeout(60_000)
    const steps = firstInteractions[demo.slug]
    test.skip(!steps, "no first interaction (the registry test above fails for it)")
    await page.addInitScript(recordDemoAreaShifts)
    await page.addInitScript(recordWidgetShifts)
    await gotoDemo(page, `/${demo.slug}`, "light")
    await page.waitForFunction(() => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone)
    expect(
      await page.evaluate(() => (window as unknown as { widgetShifts: string[] }).widgetShifts),
      "widget moved while loading",
    ).toEqual([])
    expect(
      await page.evaluate(() => (window as unknown as { demoAreaShifts: string[] }).demoAreaShifts),
      "layout shifts while loading",
    ).toEqual([])
    await expect(page).toHaveTitle(new RegExp(`^${escape(demo.label)} · `))
    await expect(page.locator("main h1")).toHaveText(demo.label)
    // the widget: zag parts rendered by the page itself; the shell carries none of its own
    await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
    await expect(page.locator(".nav [data-scope], .toolbar [data-scope]")).toHaveCount(0)

    // the first interaction, on the freshly hydrated page (tests/firefox/ runs the same steps)
    await runInteraction(playwrightDriver(page), steps)
    await settle(page)

    // every tab's own content in light; the tabs' colours in dark are the same styles on every route
    // (tests/tabs-dark.spec.ts checks them on the routes with the richest tabs), so dark checks the page
    // (the Accessibility tab runs axe on the demo itself: tests/a11y-tab.spec.ts checks it, and the memory
    // test sees it report "No violations" on every route)
    await axeEveryTab(page, "light", ["Accessibility"])
    await useTheme(page, "dark")
    await expectNoViolations(page, "dark")
    // right to left, from the view settings bar, with the overlay open where there is one (the whole
    // page is checked, the overlay with it)
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
    await settle(page)
    // the first interaction may have left the overlay open (a dragged floating panel)
    const opened = overlay && page.locator(overlay.opened ?? '[data-part="content"][data-state="open"]').first()
    if (overlay && !(await opened?.isVisible())) await openOverlay(page, overlay)
    await expectNoViolations(page, `dark, ${overlay ? "RTL, overlay open" : "RTL"}`)
  })
}
