import { expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"
import { CollapsibleModel } from "@tests/models/collapsible.model"

test.describe("collapsible", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/collapsible")
  })

  test("starts closed on the Visualizer tab; click and keyboard toggle it", async ({ page }) => {
    const collapsible = new CollapsibleModel(page)
    await expect(page.getByRole("tab", { name: "Visualizer" })).toHaveAttribute("aria-selected", "true")
    await expect(collapsible.trigger).toHaveAttribute("aria-expanded", "false")
    await expect(collapsible.link).toBeHidden()

    await collapsible.trigger.click()
    await expect(collapsible.trigger).toHaveAttribute("aria-expanded", "true")
    await expect(collapsible.link).toBeVisible()
    await expect(visualizer(page)).toContainText('"state": "open"')

    await collapsible.trigger.press("Enter")
    await expect(collapsible.link).toBeHidden()
    await collapsible.trigger.press("Space")
    await expect(collapsible.link).toBeVisible()
  })

  test("Open and Close buttons drive it from outside", async ({ page }) => {
    const collapsible = new CollapsibleModel(page)
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(collapsible.link).toBeVisible()
    await page.getByRole("button", { name: "Close", exact: true }).click()
    await expect(collapsible.link).toBeHidden()
  })

  test("disabled stops the trigger", async ({ page }) => {
    const collapsible = new CollapsibleModel(page)
    await openTab(page, "Controls")
    await page.getByTestId("disabled").check()
    await expect(collapsible.trigger).toHaveAttribute("aria-disabled", "true")
    await expect(page).toHaveURL(/disabled=true/)
    await collapsible.trigger.click({ force: true })
    await expect(collapsible.trigger).toHaveAttribute("aria-expanded", "false")
    await expect(collapsible.link).toBeHidden()
  })
})
