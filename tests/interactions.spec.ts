import { demos } from "../src/demos/registry"
import { firstInteractions } from "../src/demos/interactions"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { recordWidgetShifts } from "./engine/shifts"
import { expect, gotoDemo, test } from "./fixtures"

// Each demo's first interaction (src/demos/interactions.ts), in Chromium; tests/firefox/ runs the same
// steps in Firefox. Before it, the engine-neutral check that the widget never moves while the page loads
// and hydrates (the Firefox suite runs the same recorder).
test("every demo in the registry has a first interaction", () => {
  const missing = demos.map((demo) => demo.slug).filter((slug) => !firstInteractions[slug])
  expect(missing, "demos without a first interaction in src/demos/interactions.ts").toEqual([])
  const unknown = Object.keys(firstInteractions).filter((slug) => !demos.some((demo) => demo.slug === slug))
  expect(unknown, "first interactions of demos that are not in the registry").toEqual([])
})

for (const demo of demos) {
  test(`/${demo.slug} holds its widget still while loading, and its first interaction works`, async ({ page }) => {
    const steps = firstInteractions[demo.slug]
    test.skip(!steps, "no first interaction (the registry test above fails for it)")
    await page.addInitScript(recordWidgetShifts)
    await gotoDemo(page, `/${demo.slug}`)
    await page.waitForFunction(() => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone)
    expect(
      await page.evaluate(() => (window as unknown as { widgetShifts: string[] }).widgetShifts),
      "widget moved while loading",
    ).toEqual([])
    await runInteraction(playwrightDriver(page), steps)
  })
}
