import { expect, gotoDemo, test, listeningOutside } from "@tests/fixtures"
import { DialogModel } from "@tests/models/dialog.model"

test.describe("dialog", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/dialog")
  })

  test("Click me opens Edit profile with its fields; focus moves in and is trapped", async ({ page }) => {
    const dialog = new DialogModel(page)
    await dialog.trigger.click()
    await expect(dialog.content()).toBeVisible()
    await expect(dialog.content().getByPlaceholder("Enter name...")).toBeVisible()
    await expect(dialog.content().getByRole("button", { name: "Save" })).toBeVisible()
    await expect(dialog.content()).toHaveAttribute("aria-modal", "true")
    // focus is inside and Tab cycles without leaving
    await expect.poll(() => dialog.content().evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab")
      expect(await dialog.content().evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  })

  test("Close button closes and focus returns to the trigger", async ({ page }) => {
    const dialog = new DialogModel(page)
    await dialog.trigger.click()
    await dialog.content().getByRole("button", { name: "Close" }).click()
    await expect(dialog.content()).toBeHidden()
    await expect(dialog.trigger).toBeFocused()
  })

  test("Escape closes and focus returns to the trigger", async ({ page }) => {
    const dialog = new DialogModel(page)
    await dialog.trigger.click()
    await expect(dialog.content()).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog.content()).toBeHidden()
    await expect(dialog.trigger).toBeFocused()
  })

  test("a click outside closes it", async ({ page }) => {
    const dialog = new DialogModel(page)
    await dialog.trigger.click()
    await expect(dialog.content()).toBeVisible()
    await listeningOutside(page)
    await page.mouse.click(10, 10)
    await expect(dialog.content()).toBeHidden()
  })

  test("page scroll is locked while open", async ({ page }) => {
    const dialog = new DialogModel(page)
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(await overflow()).not.toBe("hidden")
    await dialog.trigger.click()
    await expect(dialog.content()).toBeVisible()
    await expect.poll(overflow).toBe("hidden")
    await page.keyboard.press("Escape")
    await expect.poll(overflow).not.toBe("hidden")
  })

  test("closeOnEscape and closeOnInteractOutside controls keep it open", async ({ page }) => {
    const dialog = new DialogModel(page)
    await page.getByTestId("closeOnEscape").uncheck()
    await page.getByTestId("closeOnInteractOutside").uncheck()
    await dialog.trigger.click()
    await page.keyboard.press("Escape")
    await expect(dialog.content()).toBeVisible()
    await page.mouse.click(10, 10)
    await expect(dialog.content()).toBeVisible()
  })

  test("role control switches to an alert dialog", async ({ page }) => {
    const dialog = new DialogModel(page)
    await page.getByTestId("role").selectOption("alertdialog")
    await dialog.trigger.click()
    await expect(dialog.content("alertdialog")).toBeVisible()
  })
})
