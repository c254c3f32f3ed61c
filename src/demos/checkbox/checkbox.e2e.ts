import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"

test.describe("checkbox", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/checkbox")
  })

  const control = (page: import("@playwright/test").Page) =>
    page.locator('main [data-scope="checkbox"][data-part="control"]')

  test("click and Space toggle the checkbox and its label", async ({ page }) => {
    const root = page.locator('main [data-scope="checkbox"][data-part="root"]')
    await expect(root).toContainText("Input Unchecked")
    await root.click()
    await expect(root).toContainText("Input Checked")
    await expect(control(page)).toHaveAttribute("data-state", "checked")
    await expect(page.getByTestId("hidden-input")).toBeChecked()
    await expect(page.getByText("Indicator")).toBeVisible()

    await page.keyboard.press("Space")
    await expect(root).toContainText("Input Unchecked")
    await expect(page.getByText("Indicator")).toBeHidden()
  })

  test("Check, Uncheck and Reset Form drive the checkbox; the form values show on the page", async ({ page }) => {
    const check = page.getByRole("button", { name: "Check", exact: true })
    const uncheck = page.getByRole("button", { name: "Uncheck" })
    await expect(uncheck).toBeDisabled()
    await check.click()
    await expect(page.getByTestId("hidden-input")).toBeChecked()
    await expect(check).toBeDisabled()
    await expect(uncheck).toBeEnabled()
    await expect(page.locator(".form-output output")).toHaveText('{"checkbox":"on"}')

    await uncheck.click()
    await expect(page.getByTestId("hidden-input")).not.toBeChecked()
    await expect(page.locator(".form-output output")).toHaveText("{}")

    await check.click()
    await page.getByRole("button", { name: "Reset Form" }).click()
    await expect(page.getByTestId("hidden-input")).not.toBeChecked()
    await expect(page.locator("main")).toContainText("Input Unchecked")
    await expect(page.locator(".form-output output")).toHaveText("{}")
  })

  test("name and value controls change what the form submits", async ({ page }) => {
    await page.getByTestId("name").fill("terms")
    await page.getByTestId("name").press("Enter")
    await page.getByTestId("value").fill("yes")
    await page.getByTestId("value").blur()
    await expect(page).toHaveURL(/name=terms&value=yes/)
    await page.getByRole("button", { name: "Check", exact: true }).click()
    await expect(page.locator(".form-output output")).toHaveText('{"terms":"yes"}')
  })

  test("disabled and readOnly stop interaction", async ({ page }) => {
    await page.getByTestId("disabled").check()
    await expect(control(page)).toHaveAttribute("data-disabled", "")
    await page.locator('main [data-scope="checkbox"][data-part="root"]').click({ force: true })
    await expect(page.getByTestId("hidden-input")).not.toBeChecked()

    await page.getByTestId("disabled").uncheck()
    await page.getByTestId("readOnly").check()
    await page.locator('main [data-scope="checkbox"][data-part="root"]').click()
    await expect(page.getByTestId("hidden-input")).not.toBeChecked()
  })

  test("the visualizer shows the checked state", async ({ page }) => {
    await page.getByRole("button", { name: "Check", exact: true }).click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.checked).toBe(true)
  })
})
