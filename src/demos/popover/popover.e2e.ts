import type { Page } from "@playwright/test"
import { expect, gotoDemo, test, listeningOutside } from "@tests/fixtures"

const trigger = (page: Page) => page.getByTestId("popover-trigger")
const content = (page: Page) => page.getByTestId("popover-content")

test.describe("popover", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/popover")
  })

  test("shows its parts; opening moves focus in, Escape closes back to the trigger", async ({ page }) => {
    for (const id of ["button-before", "popover-trigger", "plain-text", "button-after"]) {
      await expect(page.getByTestId(id)).toBeVisible()
    }
    await expect(page.locator("main").getByText("anchor", { exact: true })).toBeVisible()
    await expect(content(page)).toBeHidden()

    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByTestId("popover-title")).toHaveText("Popover Title")
    await expect(content(page)).toHaveAttribute("aria-labelledby", /.+/)
    await expect(page.getByTestId("popover-body").getByText("Non-focusable Link")).toBeVisible()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    // portalled by default: the content is outside <main>
    await expect(page.locator("main [data-testid='popover-content']")).toHaveCount(0)
    // placement bottom: the content sits below the anchor
    const anchorBox = (await page.locator('main [data-part="anchor"]').boundingBox())!
    const contentBox = (await content(page).boundingBox())!
    expect(contentBox.y).toBeGreaterThan(anchorBox.y + anchorBox.height)

    await page.keyboard.press("Tab")
    await expect(page.getByTestId("input")).toBeFocused()
    await page.keyboard.type("hello")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("the close button and an outside click close it", async ({ page }) => {
    await trigger(page).click()
    await page.getByTestId("popover-close-button").click()
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()

    await page.keyboard.press("Enter")
    await expect(content(page)).toBeVisible()
    await listeningOutside(page)
    await page.getByTestId("plain-text").click()
    await expect(content(page)).toBeHidden()
  })

  test("closeOnEsc and closeOnInteractOutside off keep it open", async ({ page }) => {
    await page.getByTestId("closeOnEsc").uncheck()
    await page.getByTestId("closeOnInteractOutside").uncheck()
    await trigger(page).click()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeVisible()
    await page.getByTestId("plain-text").click()
    await expect(content(page)).toBeVisible()
    await page.getByTestId("popover-close-button").click()
    await expect(content(page)).toBeHidden()
  })

  test("autoFocus off leaves focus on the trigger; portalled off renders in place", async ({ page }) => {
    await page.getByTestId("autoFocus").uncheck()
    await page.getByTestId("portalled").uncheck()
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(trigger(page)).toBeFocused()
    await expect(page.locator("main [data-testid='popover-content']")).toBeVisible()
  })

  test("modal traps focus inside the content", async ({ page }) => {
    await page.getByTestId("modal").check()
    await trigger(page).click()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      const inside = await content(page).evaluate((el) => el.contains(document.activeElement))
      expect(inside).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })
})
