import { expect, focusBeforeDemo, gotoDemo, stopClock, test } from "@tests/fixtures"
import { HoverCardModel } from "@tests/models/hover-card.model"

test.describe("hover card", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/hover-card")
    await stopClock(page, 1000)
  })

  test("opens 700 ms after pointer enter, stays open inside the card, closes 300 ms after leaving", async ({
    page,
  }) => {
    const card = new HoverCardModel(page)
    await expect(card.trigger).toHaveText("Twitter")
    await expect(card.trigger).toHaveAttribute("href", "https://twitter.com/zag_js")
    await expect(card.content).toHaveCount(0)

    await card.trigger.hover()
    await page.clock.runFor(600)
    await expect(card.content).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(card.content).toBeVisible()
    await expect(card.content).toContainText("Twitter Preview")
    await expect(card.content.getByRole("link", { name: "Twitter" })).toHaveAttribute(
      "href",
      "https://twitter.com/zag_js",
    )

    await card.content.hover()
    await page.clock.runFor(1000)
    await expect(card.content).toBeVisible()

    await card.text.hover()
    await page.clock.runFor(200)
    await expect(card.content).toBeVisible()
    await page.clock.runFor(150)
    await expect(card.content).toHaveCount(0)
  })

  test("keyboard focus opens it after the delay; blur closes it", async ({ page }) => {
    const card = new HoverCardModel(page)
    await focusBeforeDemo(page)
    await page.keyboard.press("Tab")
    await expect(card.trigger).toBeFocused()
    await page.clock.runFor(600)
    await expect(card.content).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(card.content).toBeVisible()
    await card.trigger.blur()
    await page.clock.runFor(350)
    await expect(card.content).toHaveCount(0)
  })

  test("the delays come from the controls", async ({ page }) => {
    const card = new HoverCardModel(page)
    const openDelay = page.getByTestId("openDelay")
    await openDelay.fill("100")
    await openDelay.press("Enter")
    await expect(page).toHaveURL(/openDelay=100/)
    await card.trigger.hover()
    await page.clock.runFor(120)
    await expect(card.content).toBeVisible()

    // bad input is clamped, never passed through
    await openDelay.fill("-50")
    await openDelay.press("Enter")
    await expect(openDelay).toHaveValue("0")
  })
})
