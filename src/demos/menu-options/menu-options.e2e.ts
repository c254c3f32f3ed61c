import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"
import { content, output } from "@tests/models/menu.model"

const trigger = (page: Page) => page.getByTestId("trigger")
const radio = (page: Page, name: string) => page.getByRole("menuitemradio", { name })
const checkbox = (page: Page, name: string) => page.getByRole("menuitemcheckbox", { name })

test.describe("menu with options", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/menu-options")
  })

  test("radio and checkbox items check, uncheck and show their state on the page", async ({ page }) => {
    await expect(output(page)).toHaveText('{"order":null,"type":[]}')
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(page.getByRole("menuitemradio")).toHaveText(["Ascending", "Descending", "None"])
    await expect(page.getByRole("menuitemcheckbox")).toHaveText(["Email", "Phone", "Address"])
    for (const item of await page.locator('[role^="menuitem"]').all()) {
      await expect(item).toHaveAttribute("aria-checked", "false")
    }

    await radio(page, "Descending").click()
    await expect(content(page)).toBeHidden()
    await expect(output(page)).toHaveText('{"order":"desc","type":[]}')

    await trigger(page).click()
    await expect(radio(page, "Descending")).toHaveAttribute("aria-checked", "true")
    await expect(radio(page, "Descending").locator('[data-part="item-indicator"]')).toBeVisible()
    await expect(radio(page, "None").locator('[data-part="item-indicator"]')).toBeHidden()
    await radio(page, "None").click()
    await trigger(page).click()
    await expect(radio(page, "Descending")).toHaveAttribute("aria-checked", "false")
    await expect(radio(page, "None")).toHaveAttribute("aria-checked", "true")

    await checkbox(page, "Email").click()
    await trigger(page).click()
    await checkbox(page, "Address").click()
    await expect(output(page)).toHaveText('{"order":"none","type":["email","address"]}')
    await trigger(page).click()
    await expect(checkbox(page, "Email")).toHaveAttribute("aria-checked", "true")
    await expect(checkbox(page, "Phone")).toHaveAttribute("aria-checked", "false")
    await checkbox(page, "Email").click()
    await expect(output(page)).toHaveText('{"order":"none","type":["address"]}')
  })

  test("keyboard: Enter and Space check items; Escape closes back to the trigger", async ({ page }) => {
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(radio(page, "Ascending")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    await expect(output(page)).toHaveText('{"order":"asc","type":[]}')

    await page.keyboard.press("ArrowDown")
    // zag moves focus into the menu on the next frame; keys pressed before that still reach the trigger
    await expect(content(page)).toBeFocused()
    await page.keyboard.press("End")
    await expect(checkbox(page, "Address")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(checkbox(page, "Phone")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press(" ")
    await expect(output(page)).toHaveText('{"order":"asc","type":["phone"]}')

    await page.keyboard.press("ArrowDown")
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("closeOnSelect off keeps the menu open while checking several items", async ({ page }) => {
    await page.getByTestId("closeOnSelect").uncheck()
    await trigger(page).click()
    await checkbox(page, "Email").click()
    await checkbox(page, "Phone").click()
    await radio(page, "Descending").click()
    await expect(content(page)).toBeVisible()
    await expect(checkbox(page, "Email")).toHaveAttribute("aria-checked", "true")
    await expect(output(page)).toHaveText('{"order":"desc","type":["email","phone"]}')
  })
})
