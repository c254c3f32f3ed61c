import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { fruitIds as ids, input, item } from "@tests/models/fruit-radios.model"

const output = (page: Page) => page.getByRole("region", { name: "Form values" }).locator("output")
const button = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true })

test.describe("radio group", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/radio-group")
  })

  test("shows the Fruits group with four unchecked items and every hook", async ({ page }) => {
    await expect(page.getByRole("radiogroup", { name: "Fruits" })).toBeVisible()
    for (const [i, id] of ids.entries()) {
      await expect(page.getByTestId(`label-${id}`)).toHaveText(["Apples", "Oranges", "Mangoes", "Grapes"][i])
      await expect(page.getByTestId(`control-${id}`)).toHaveAttribute("data-state", "unchecked")
      await expect(input(page, id)).not.toBeChecked()
      await expect(input(page, id)).toHaveAttribute("name", "fruit")
    }
    await expect(page.locator('main [data-part="indicator"]')).toBeHidden()
  })

  test("pointer selects and the form value is shown on the page", async ({ page }) => {
    await item(page, "orange").click()
    await expect(input(page, "orange")).toBeChecked()
    await expect(item(page, "orange")).toHaveAttribute("data-state", "checked")
    await expect(output(page)).toHaveText('{"fruit":"orange"}')
    await expect(page.locator('main [data-part="indicator"]')).toBeVisible()
  })

  test("arrow keys move focus and select", async ({ page }) => {
    await page.getByRole("radio", { name: "Apples" }).focus()
    await page.keyboard.press("Space")
    await expect(input(page, "apple")).toBeChecked()
    await page.keyboard.press("ArrowDown")
    await expect(input(page, "orange")).toBeFocused()
    await expect(input(page, "orange")).toBeChecked()
    await page.keyboard.press("ArrowDown")
    await expect(input(page, "mango")).toBeChecked()
    await page.keyboard.press("ArrowUp")
    await expect(input(page, "orange")).toBeChecked()
    await expect(item(page, "orange")).toHaveAttribute("data-focus-visible", "")
    await expect(output(page)).toHaveText('{"fruit":"orange"}')
  })

  test("Set to Mangoes, Clear, Reset and Focus", async ({ page }) => {
    await button(page, "Set to Mangoes").click()
    await expect(input(page, "mango")).toBeChecked()
    await expect(output(page)).toHaveText('{"fruit":"mango"}')

    await button(page, "Focus").click()
    await expect(input(page, "mango")).toBeFocused()

    await button(page, "Clear").click()
    for (const id of ids) await expect(input(page, id)).not.toBeChecked()
    await expect(output(page)).toHaveText("{}")

    // with nothing checked, Focus goes to the first item
    await button(page, "Focus").click()
    await expect(input(page, "apple")).toBeFocused()

    await item(page, "grape").click()
    await expect(input(page, "grape")).toBeChecked()
    await button(page, "Reset").click()
    await expect(input(page, "grape")).not.toBeChecked()
    await expect(item(page, "grape")).toHaveAttribute("data-state", "unchecked")
    await expect(output(page)).toHaveText("{}")
  })

  test("disabled and readOnly from the controls", async ({ page }) => {
    await page.getByTestId("disabled").check()
    await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-disabled", "true")
    for (const id of ids) await expect(input(page, id)).toBeDisabled()
    await item(page, "apple").click({ force: true })
    await expect(input(page, "apple")).not.toBeChecked()
    await page.getByTestId("disabled").uncheck()

    await item(page, "apple").click()
    await page.getByTestId("readOnly").check()
    await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-readonly", "true")
    // the inputs of a read-only group are not operable, so the click must be forced
    await item(page, "grape").click({ force: true })
    await expect(input(page, "apple")).toBeChecked()
    await expect(input(page, "grape")).not.toBeChecked()
    await expect(page).toHaveURL(/readOnly=true/)
  })

  test("the visualizer follows the value", async ({ page }) => {
    await item(page, "mango").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("mango")
    expect(json.props.name).toBe("fruit")
  })
})
