import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { fruitIds as ids, RadioGroupModel } from "@tests/models/radio-group.model"

test.describe("radio group", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/radio-group")
  })

  test("shows the Fruits group with four unchecked items and every hook", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await expect(radios.group).toBeVisible()
    for (const [i, id] of ids.entries()) {
      await expect(radios.label(id)).toHaveText(["Apples", "Oranges", "Mangoes", "Grapes"][i])
      await expect(radios.control(id)).toHaveAttribute("data-state", "unchecked")
      await expect(radios.input(id)).not.toBeChecked()
      await expect(radios.input(id)).toHaveAttribute("name", "fruit")
    }
    await expect(radios.indicator).toBeHidden()
  })

  test("pointer selects and the form value is shown on the page", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await radios.item("orange").click()
    await expect(radios.input("orange")).toBeChecked()
    await expect(radios.item("orange")).toHaveAttribute("data-state", "checked")
    await expect(radios.output).toHaveText('{"fruit":"orange"}')
    await expect(radios.indicator).toBeVisible()
  })

  test("arrow keys move focus and select", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await page.getByRole("radio", { name: "Apples" }).focus()
    await page.keyboard.press("Space")
    await expect(radios.input("apple")).toBeChecked()
    await page.keyboard.press("ArrowDown")
    await expect(radios.input("orange")).toBeFocused()
    await expect(radios.input("orange")).toBeChecked()
    await page.keyboard.press("ArrowDown")
    await expect(radios.input("mango")).toBeChecked()
    await page.keyboard.press("ArrowUp")
    await expect(radios.input("orange")).toBeChecked()
    await expect(radios.item("orange")).toHaveAttribute("data-focus-visible", "")
    await expect(radios.output).toHaveText('{"fruit":"orange"}')
  })

  test("Set to Mangoes, Clear, Reset and Focus", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await radios.button("Set to Mangoes").click()
    await expect(radios.input("mango")).toBeChecked()
    await expect(radios.output).toHaveText('{"fruit":"mango"}')

    await radios.button("Focus").click()
    await expect(radios.input("mango")).toBeFocused()

    await radios.button("Clear").click()
    for (const id of ids) await expect(radios.input(id)).not.toBeChecked()
    await expect(radios.output).toHaveText("{}")

    // with nothing checked, Focus goes to the first item
    await radios.button("Focus").click()
    await expect(radios.input("apple")).toBeFocused()

    await radios.item("grape").click()
    await expect(radios.input("grape")).toBeChecked()
    await radios.button("Reset").click()
    await expect(radios.input("grape")).not.toBeChecked()
    await expect(radios.item("grape")).toHaveAttribute("data-state", "unchecked")
    await expect(radios.output).toHaveText("{}")
  })

  test("disabled and readOnly from the controls", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await page.getByTestId("disabled").check()
    await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-disabled", "true")
    for (const id of ids) await expect(radios.input(id)).toBeDisabled()
    await radios.item("apple").click({ force: true })
    await expect(radios.input("apple")).not.toBeChecked()
    await page.getByTestId("disabled").uncheck()

    await radios.item("apple").click()
    await page.getByTestId("readOnly").check()
    await expect(page.getByRole("radiogroup")).toHaveAttribute("aria-readonly", "true")
    // the inputs of a read-only group are not operable, so the click must be forced
    await radios.item("grape").click({ force: true })
    await expect(radios.input("apple")).toBeChecked()
    await expect(radios.input("grape")).not.toBeChecked()
    await expect(page).toHaveURL(/readOnly=true/)
  })

  test("the visualizer follows the value", async ({ page }) => {
    const radios = new RadioGroupModel(page)
    await radios.item("mango").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("mango")
    expect(json.props.name).toBe("fruit")
  })
})
