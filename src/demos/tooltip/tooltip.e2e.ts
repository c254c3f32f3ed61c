import { expect, focusBeforeDemo, gotoDemo, openTab, stopClock, test, visualizer } from "@tests/fixtures"
import { TooltipModel } from "@tests/models/tooltip.model"

test.describe("tooltip", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/tooltip")
    await stopClock(page, 1000)
  })

  test("hover opens after 1000 ms and leaving closes after 500 ms", async ({ page }) => {
    const tooltip = new TooltipModel(page)
    await expect(tooltip.trigger(1)).toHaveText("Hover me")
    await expect(tooltip.trigger(2)).toHaveText("Over me")
    await tooltip.trigger(1).hover()
    await page.clock.runFor(900)
    await expect(tooltip.tip(1)).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(tooltip.tip(1)).toBeVisible()
    await expect(tooltip.tip(1)).toHaveText("Tooltip")
    await expect(tooltip.trigger(1)).toHaveAttribute("aria-describedby", /.+/)
    // the first tooltip is rendered in place, next to its trigger
    await expect(tooltip.tipIn(1, ".root")).toBeVisible()

    await page.locator("main h1").hover()
    await page.clock.runFor(400)
    await expect(tooltip.tip(1)).toBeVisible()
    await page.clock.runFor(150)
    await expect(tooltip.tip(1)).toHaveCount(0)
  })

  test("focus opens at once, Escape closes, only one is open at a time", async ({ page }) => {
    const tooltip = new TooltipModel(page)
    await focusBeforeDemo(page)
    await page.keyboard.press("Tab")
    await expect(tooltip.trigger(1)).toBeFocused()
    await expect(tooltip.tip(1)).toBeVisible()

    await page.keyboard.press("Tab")
    await expect(tooltip.trigger(2)).toBeFocused()
    await expect(tooltip.tip(2)).toBeVisible()
    await expect(tooltip.tip(2)).toHaveText("Tooltip 2")
    await expect(tooltip.tip(1)).toHaveCount(0)
    // the second tooltip is portalled into the overlay layer, away from its trigger
    await expect(tooltip.tipIn(2, ".root")).toHaveCount(0)
    await expect(tooltip.tipIn(2, ".overlay-layer")).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(tooltip.tip(2)).toHaveCount(0)
    await expect(tooltip.trigger(2)).toBeFocused()
  })

  test("controls change both tooltips; each has its own visualizer", async ({ page }) => {
    const tooltip = new TooltipModel(page)
    await expect(page.locator(".toolbar .viz summary")).toHaveText(["Tooltip 1", "Tooltip 2"])
    await openTab(page, "Controls")
    await page.getByTestId("closeOnEscape").uncheck()
    const openDelay = page.getByTestId("openDelay")
    await openDelay.fill("200")
    await openDelay.press("Enter")
    await page.getByTestId("placement").selectOption("top")

    await tooltip.trigger(2).hover()
    await page.clock.runFor(250)
    await expect(tooltip.tip(2)).toBeVisible()
    const tipBox = (await tooltip.tip(2).boundingBox())!
    const triggerBox = (await tooltip.trigger(2).boundingBox())!
    expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(triggerBox.y)
    await page.keyboard.press("Escape")
    await expect(tooltip.tip(2)).toBeVisible()

    await openTab(page, "Visualizer")
    await expect(visualizer(page, "Tooltip 2")).toContainText('"currentPlacement": "top"')
    await expect(visualizer(page, "Tooltip 1")).toContainText('"openDelay": 200')
    await expect(visualizer(page, "Tooltip 1")).toContainText('"closeOnEscape": false')
  })
})
