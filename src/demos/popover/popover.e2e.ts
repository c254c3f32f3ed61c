import { expect, gotoDemo, test, listeningOutside } from "@tests/fixtures"
import { PopoverModel } from "@tests/models/popover.model"

test.describe("popover", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/popover")
  })

  test("shows its parts; opening moves focus in, Escape closes back to the trigger", async ({ page }) => {
    const popover = new PopoverModel(page)
    for (const id of ["button-before", "popover-trigger", "plain-text", "button-after"]) {
      await expect(page.getByTestId(id)).toBeVisible()
    }
    await expect(page.locator("main").getByText("anchor", { exact: true })).toBeVisible()
    await expect(popover.content).toBeHidden()

    await popover.trigger.click()
    await expect(popover.content).toBeVisible()
    await expect(popover.trigger).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByTestId("popover-title")).toHaveText("Popover Title")
    await expect(popover.content).toHaveAttribute("aria-labelledby", /.+/)
    await expect(page.getByTestId("popover-body").getByText("Non-focusable Link")).toBeVisible()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    // portalled by default: the content is outside <main>
    await expect(popover.inlineContent).toHaveCount(0)
    // placement bottom: the content sits below the anchor
    const anchorBox = (await popover.anchor.boundingBox())!
    const contentBox = (await popover.content.boundingBox())!
    expect(contentBox.y).toBeGreaterThan(anchorBox.y + anchorBox.height)

    await page.keyboard.press("Tab")
    await expect(page.getByTestId("input")).toBeFocused()
    await page.keyboard.type("hello")
    await page.keyboard.press("Escape")
    await expect(popover.content).toBeHidden()
    await expect(popover.trigger).toBeFocused()
  })

  test("the close button and an outside click close it", async ({ page }) => {
    const popover = new PopoverModel(page)
    await popover.trigger.click()
    await popover.closeButton.click()
    await expect(popover.content).toBeHidden()
    await expect(popover.trigger).toBeFocused()

    await page.keyboard.press("Enter")
    await expect(popover.content).toBeVisible()
    await listeningOutside(page)
    await page.getByTestId("plain-text").click()
    await expect(popover.content).toBeHidden()
  })

  test("closeOnEsc and closeOnInteractOutside off keep it open", async ({ page }) => {
    const popover = new PopoverModel(page)
    await page.getByTestId("closeOnEsc").uncheck()
    await page.getByTestId("closeOnInteractOutside").uncheck()
    await popover.trigger.click()
    await page.keyboard.press("Escape")
    await expect(popover.content).toBeVisible()
    await page.getByTestId("plain-text").click()
    await expect(popover.content).toBeVisible()
    await popover.closeButton.click()
    await expect(popover.content).toBeHidden()
  })

  test("autoFocus off leaves focus on the trigger; portalled off renders in place", async ({ page }) => {
    const popover = new PopoverModel(page)
    await page.getByTestId("autoFocus").uncheck()
    await page.getByTestId("portalled").uncheck()
    await popover.trigger.click()
    await expect(popover.content).toBeVisible()
    await expect(popover.trigger).toBeFocused()
    await expect(popover.inlineContent).toBeVisible()
  })

  test("modal traps focus inside the content", async ({ page }) => {
    const popover = new PopoverModel(page)
    await page.getByTestId("modal").check()
    await popover.trigger.click()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      const inside = await popover.content.evaluate((el) => el.contains(document.activeElement))
      expect(inside).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(popover.content).toBeHidden()
    await expect(popover.trigger).toBeFocused()
  })
})
