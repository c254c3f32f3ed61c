import { expect, gotoDemo, test } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

test.describe("menu with options", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/menu-options")
  })

  test("radio and checkbox items check, uncheck and show their state on the page", async ({ page }) => {
    const menu = new MenuModel(page)
    await expect(menu.output).toHaveText('{"order":null,"type":[]}')
    await menu.trigger.click()
    await expect(menu.content).toBeVisible()
    await expect(menu.radio()).toHaveText(["Ascending", "Descending", "None"])
    await expect(menu.checkbox()).toHaveText(["Email", "Phone", "Address"])
    for (const item of await menu.anyItems.all()) {
      await expect(item).toHaveAttribute("aria-checked", "false")
    }

    await menu.radio("Descending").click()
    await expect(menu.content).toBeHidden()
    await expect(menu.output).toHaveText('{"order":"desc","type":[]}')

    await menu.trigger.click()
    await expect(menu.radio("Descending")).toHaveAttribute("aria-checked", "true")
    await expect(menu.indicator(menu.radio("Descending"))).toBeVisible()
    await expect(menu.indicator(menu.radio("None"))).toBeHidden()
    await menu.radio("None").click()
    await menu.trigger.click()
    await expect(menu.radio("Descending")).toHaveAttribute("aria-checked", "false")
    await expect(menu.radio("None")).toHaveAttribute("aria-checked", "true")

    await menu.checkbox("Email").click()
    await menu.trigger.click()
    await menu.checkbox("Address").click()
    await expect(menu.output).toHaveText('{"order":"none","type":["email","address"]}')
    await menu.trigger.click()
    await expect(menu.checkbox("Email")).toHaveAttribute("aria-checked", "true")
    await expect(menu.checkbox("Phone")).toHaveAttribute("aria-checked", "false")
    await menu.checkbox("Email").click()
    await expect(menu.output).toHaveText('{"order":"none","type":["address"]}')
  })

  test("keyboard: Enter and Space check items; Escape closes back to the trigger", async ({ page }) => {
    const menu = new MenuModel(page)
    await menu.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.radio("Ascending")).toHaveAttribute("data-highlighted", "")
    await expect(menu.content).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(menu.content).toBeHidden()
    await expect(menu.trigger).toBeFocused()
    await expect(menu.output).toHaveText('{"order":"asc","type":[]}')

    await page.keyboard.press("ArrowDown")
    // zag moves focus into the menu on the next frame; keys pressed before that still reach the trigger
    await expect(menu.content).toBeFocused()
    await page.keyboard.press("End")
    await expect(menu.checkbox("Address")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(menu.checkbox("Phone")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press(" ")
    await expect(menu.output).toHaveText('{"order":"asc","type":["phone"]}')

    await page.keyboard.press("ArrowDown")
    await expect(menu.content).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(menu.content).toBeHidden()
    await expect(menu.trigger).toBeFocused()
  })

  test("closeOnSelect off keeps the menu open while checking several items", async ({ page }) => {
    const menu = new MenuModel(page)
    await page.getByTestId("closeOnSelect").uncheck()
    await menu.trigger.click()
    await menu.checkbox("Email").click()
    await menu.checkbox("Phone").click()
    await menu.radio("Descending").click()
    await expect(menu.content).toBeVisible()
    await expect(menu.checkbox("Email")).toHaveAttribute("aria-checked", "true")
    await expect(menu.output).toHaveText('{"order":"desc","type":["email","phone"]}')
  })
})
