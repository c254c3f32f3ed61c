import { expect, gotoDemo, test } from "@tests/fixtures"
import { SwitchModel } from "@tests/models/switch.model"

test.describe("switch", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/switch")
  })

  test("click and Space toggle the switch and its label", async ({ page }) => {
    const toggleSwitch = new SwitchModel(page)
    const root = toggleSwitch.root
    const input = toggleSwitch.input
    await expect(root).toContainText("Feature is disabled")
    await expect(input).toHaveAttribute("role", "switch")
    await root.click()
    await expect(root).toContainText("Feature is enabled")
    await expect(input).toBeChecked()
    await expect(toggleSwitch.thumb).toHaveAttribute("data-state", "checked")

    await page.keyboard.press("Space")
    await expect(root).toContainText("Feature is disabled")
    await expect(input).not.toBeChecked()
  })

  test("the Toggle button outside flips the switch", async ({ page }) => {
    const toggleSwitch = new SwitchModel(page)
    const toggle = page.getByRole("button", { name: "Toggle" })
    await toggle.click()
    await expect(toggleSwitch.root).toContainText("Feature is enabled")
    await expect(toggleSwitch.input).toBeChecked()
    await expect(toggleSwitch.root).toHaveAttribute("data-state", "checked")
    await toggle.press("Enter")
    await expect(toggleSwitch.root).toContainText("Feature is disabled")
    await expect(toggleSwitch.input).not.toBeChecked()
  })

  test("Tab from main reaches the switch first", async ({ page }) => {
    const toggleSwitch = new SwitchModel(page)
    await page.locator("main").click({ position: { x: 5, y: 5 } })
    await page.keyboard.press("Tab")
    await expect(toggleSwitch.input).toBeFocused()
  })

  test("disabled and readOnly stop toggling", async ({ page }) => {
    const toggleSwitch = new SwitchModel(page)
    const root = toggleSwitch.root
    await page.getByTestId("disabled").check()
    await expect(toggleSwitch.input).toBeDisabled()
    await root.click({ force: true })
    await expect(root).toContainText("Feature is disabled")

    await page.getByTestId("disabled").uncheck()
    await page.getByTestId("readOnly").check()
    await root.click()
    await expect(root).toContainText("Feature is disabled")
    await expect(page).toHaveURL(/readOnly=true/)
  })
})
