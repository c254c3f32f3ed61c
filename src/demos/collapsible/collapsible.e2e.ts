import { expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"

test.describe("collapsible", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/collapsible")
  })

  const trigger = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Collapsible Trigger" })
  const link = (page: import("@playwright/test").Page) => page.getByRole("link", { name: "Some Link" })

  test("starts closed on the Visualizer tab; click and keyboard toggle it", async ({ page }) => {
    await expect(page.getByRole("tab", { name: "Visualizer" })).toHaveAttribute("aria-selected", "true")
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false")
    await expect(link(page)).toBeHidden()

    await trigger(page).click()
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true")
    await expect(link(page)).toBeVisible()
    await expect(visualizer(page)).toContainText('"state": "open"')

    await trigger(page).press("Enter")
    await expect(link(page)).toBeHidden()
    await trigger(page).press("Space")
    await expect(link(page)).toBeVisible()
  })

  test("Open and Close buttons drive it from outside", async ({ page }) => {
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(link(page)).toBeVisible()
    await page.getByRole("button", { name: "Close", exact: true }).click()
    await expect(link(page)).toBeHidden()
  })

  test("disabled stops the trigger", async ({ page }) => {
    await openTab(page, "Controls")
    await page.getByTestId("disabled").check()
    await expect(trigger(page)).toHaveAttribute("aria-disabled", "true")
    await expect(page).toHaveURL(/disabled=true/)
    await trigger(page).click({ force: true })
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false")
    await expect(link(page)).toBeHidden()
  })
})
