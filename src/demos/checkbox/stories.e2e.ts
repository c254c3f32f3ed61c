import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { CheckboxModel } from "@tests/models/checkbox.model"

test.describe("checkbox", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/checkbox")
  })

  test("click and Space toggle the checkbox and its label", async ({ page }) => {
    const checkbox = new CheckboxModel(page)
    const root = checkbox.root
    await expect(root).toContainText("Input Unchecked")
    await root.click()
    await expect(root).toContainText("Input Checked")
    await expect(checkbox.control).toHaveAttribute("data-state", "checked")
    await expect(checkbox.input).toBeChecked()
    await expect(page.getByText("Indicator")).toBeVisible()

    await page.keyboard.press("Space")
    await expect(root).toContainText("Input Unchecked")
    await expect(page.getByText("Indicator")).toBeHidden()
  })

  test("Check, Uncheck and Reset Form drive the checkbox; the form values show on the page", async ({ page }) => {
    const checkbox = new CheckboxModel(page)
    const check = page.getByRole("button", { name: "Check", exact: true })
    const uncheck = page.getByRole("button", { name: "Uncheck" })
    await expect(uncheck).toBeDisabled()
    await check.click()
    await expect(checkbox.input).toBeChecked()
    await expect(check).toBeDisabled()
    await expect(uncheck).toBeEnabled()
    await expect(checkbox.formOutput).toHaveText('{"checkbox":"on"}')

    await uncheck.click()
    await expect(checkbox.input).not.toBeChecked()
    await expect(checkbox.formOutput).toHaveText("{}")

    await check.click()
    await page.getByRole("button", { name: "Reset Form" }).click()
    await expect(checkbox.input).not.toBeChecked()
    await expect(page.locator("main")).toContainText("Input Unchecked")
    await expect(checkbox.formOutput).toHaveText("{}")
  })

  test("name and value controls change what the form submits", async ({ page }) => {
    const checkbox = new CheckboxModel(page)
    await page.getByTestId("name").fill("terms")
    await page.getByTestId("name").press("Enter")
    await page.getByTestId("value").fill("yes")
    await page.getByTestId("value").blur()
    await expect(page).toHaveURL(/name=terms&value=yes/)
    await page.getByRole("button", { name: "Check", exact: true }).click()
    await expect(checkbox.formOutput).toHaveText('{"terms":"yes"}')
  })

  test("disabled and readOnly stop interaction", async ({ page }) => {
    const checkbox = new CheckboxModel(page)
    await page.getByTestId("disabled").check()
    await expect(checkbox.control).toHaveAttribute("data-disabled", "")
    await checkbox.root.click({ force: true })
    await expect(checkbox.input).not.toBeChecked()

    await page.getByTestId("disabled").uncheck()
    await page.getByTestId("readOnly").check()
    await checkbox.root.click()
    await expect(checkbox.input).not.toBeChecked()
  })

  test("the visualizer shows the checked state", async ({ page }) => {
    await page.getByRole("button", { name: "Check", exact: true }).click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.checked).toBe(true)
  })
})
