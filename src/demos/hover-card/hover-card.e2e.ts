import type { Page } from "@playwright/test"
import { expect, gotoDemo, stopClock, test } from "@tests/fixtures"

// The card links to an external site: these tests never click them (the fixture fails any remote request).
const trigger = (page: Page) => page.locator('main [data-scope="hover-card"][data-part="trigger"]')
const content = (page: Page) => page.locator('[data-scope="hover-card"][data-part="content"]')

test.describe("hover card", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/hover-card")
    await stopClock(page, 1000)
  })

  test("opens 700 ms after pointer enter, stays open inside the card, closes 300 ms after leaving", async ({
    page,
  }) => {
    await expect(trigger(page)).toHaveText("Twitter")
    await expect(trigger(page)).toHaveAttribute("href", "https://twitter.com/zag_js")
    await expect(content(page)).toHaveCount(0)

    await trigger(page).hover()
    await page.clock.runFor(600)
    await expect(content(page)).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(content(page)).toBeVisible()
    await expect(content(page)).toContainText("Twitter Preview")
    await expect(content(page).getByRole("link", { name: "Twitter" })).toHaveAttribute(
      "href",
      "https://twitter.com/zag_js",
    )

    await content(page).hover()
    await page.clock.runFor(1000)
    await expect(content(page)).toBeVisible()

    await page.locator('[data-part="test-text"]').hover()
    await page.clock.runFor(200)
    await expect(content(page)).toBeVisible()
    await page.clock.runFor(150)
    await expect(content(page)).toHaveCount(0)
  })

  test("keyboard focus opens it after the delay; blur closes it", async ({ page }) => {
    await page.locator("main h1").click()
    await page.keyboard.press("Tab")
    await expect(trigger(page)).toBeFocused()
    await page.clock.runFor(600)
    await expect(content(page)).toHaveCount(0)
    await page.clock.runFor(150)
    await expect(content(page)).toBeVisible()
    await trigger(page).blur()
    await page.clock.runFor(350)
    await expect(content(page)).toHaveCount(0)
  })

  test("the delays come from the controls", async ({ page }) => {
    const openDelay = page.getByTestId("openDelay")
    await openDelay.fill("100")
    await openDelay.press("Enter")
    await expect(page).toHaveURL(/openDelay=100/)
    await trigger(page).hover()
    await page.clock.runFor(120)
    await expect(content(page)).toBeVisible()

    // bad input is clamped, never passed through
    await openDelay.fill("-50")
    await openDelay.press("Enter")
    await expect(openDelay).toHaveValue("0")
  })
})
