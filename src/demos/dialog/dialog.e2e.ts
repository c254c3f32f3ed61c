import { expect, gotoDemo, test, listeningOutside } from "@tests/fixtures"

type Page = import("@playwright/test").Page
const trigger = (page: Page) => page.getByRole("button", { name: "Click me" })
const dialog = (page: Page) => page.getByRole("dialog", { name: "Edit profile" })

test.describe("dialog", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/dialog")
  })

  test("Click me opens Edit profile with its fields; focus moves in and is trapped", async ({ page }) => {
    await trigger(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByPlaceholder("Enter name...")).toBeVisible()
    await expect(dialog(page).getByRole("button", { name: "Save" })).toBeVisible()
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true")
    // focus is inside and Tab cycles without leaving
    await expect.poll(() => dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab")
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
  })

  test("Close button closes and focus returns to the trigger", async ({ page }) => {
    await trigger(page).click()
    await dialog(page).getByRole("button", { name: "Close" }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("Escape closes and focus returns to the trigger", async ({ page }) => {
    await trigger(page).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("a click outside closes it", async ({ page }) => {
    await trigger(page).click()
    await expect(dialog(page)).toBeVisible()
    await listeningOutside(page)
    await page.mouse.click(10, 10)
    await expect(dialog(page)).toBeHidden()
  })

  test("page scroll is locked while open", async ({ page }) => {
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(await overflow()).not.toBe("hidden")
    await trigger(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect.poll(overflow).toBe("hidden")
    await page.keyboard.press("Escape")
    await expect.poll(overflow).not.toBe("hidden")
  })

  test("closeOnEscape and closeOnInteractOutside controls keep it open", async ({ page }) => {
    await page.getByTestId("closeOnEscape").uncheck()
    await page.getByTestId("closeOnInteractOutside").uncheck()
    await trigger(page).click()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(10, 10)
    await expect(dialog(page)).toBeVisible()
  })

  test("role control switches to an alert dialog", async ({ page }) => {
    await page.getByTestId("role").selectOption("alertdialog")
    await trigger(page).click()
    await expect(page.getByRole("alertdialog", { name: "Edit profile" })).toBeVisible()
  })
})
