import { expect, gotoDemo, test } from "@tests/fixtures"
import { StepsModel } from "@tests/models/steps.model"

test.describe("steps stories", () => {
  test("with-validation: Next is refused until the required fields are filled; a business needs its company", async ({
    page,
  }) => {
    const steps = new StepsModel(page)
    await gotoDemo(page, "/steps/with-validation")
    await expect(page.locator("main [role=tablist] [role=tab]")).toHaveText([
      "1Personal Info",
      "2Account Type",
      "3Company Details (Optional)",
      "4Review",
    ])
    const alert = page.getByRole("alert")
    await steps.next.click()
    await expect(alert).toHaveText("Please fill in all required fields")
    await expect(steps.step("Personal Info")).toHaveAttribute("aria-current", "step")
    // one field is not enough; typing clears the message
    await page.getByPlaceholder("Enter your name").fill("Ada Lovelace")
    await expect(alert).toBeHidden()
    await steps.next.click()
    await expect(alert).toHaveText("Please fill in all required fields")
    await page.getByPlaceholder("Enter your email").fill("ada@example.com")
    await steps.next.click()
    await expect(steps.step("Account Type")).toHaveAttribute("aria-current", "step")
    await expect(steps.step("Personal Info")).toHaveAttribute("data-complete", "")
    await expect(steps.step("Personal Info")).toContainText("✓")

    // a business account: the company step is no longer optional
    await page.getByRole("radio", { name: "Business" }).check()
    await expect(steps.step("Company Details")).toHaveText("3Company Details")
    await steps.next.click()
    await expect(page.getByPlaceholder("Enter company name")).toBeVisible()
    await steps.next.click()
    await expect(alert).toHaveText("Company name is required for business accounts")
    await expect(steps.step("Company Details")).toHaveAttribute("aria-current", "step")
    await page.getByPlaceholder("Enter company name").fill("Analytical Engines Ltd")
    await steps.next.click()
    await expect(steps.step("Review")).toHaveAttribute("aria-current", "step")
    const review = page.locator("main .steps-summary")
    await expect(review).toContainText("Ada Lovelace")
    await expect(review).toContainText("Analytical Engines Ltd")
    await steps.next.click()
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeFocused()
    await expect(page.getByText("Your registration is complete.")).toBeVisible()
    await expect(steps.completedTriggers).toHaveCount(4)

    // Start Over empties the form and puts the keyboard back on its first field
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Start Over" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByPlaceholder("Enter your name")).toBeFocused()
    await expect(page.getByPlaceholder("Enter your name")).toHaveValue("")
    await expect(steps.step("Personal Info")).toHaveAttribute("aria-current", "step")
  })

  test("with-validation: a personal account passes the company step empty, marked optional", async ({ page }) => {
    const steps = new StepsModel(page)
    await gotoDemo(page, "/steps/with-validation")
    await page.getByPlaceholder("Enter your name").fill("Grace Hopper")
    await page.getByPlaceholder("Enter your email").fill("grace@example.com")
    await steps.next.click()
    await expect(page.getByRole("radio", { name: "Personal" })).toBeChecked()
    await steps.next.click()
    await expect(page.getByLabel("Company name (optional)")).toBeVisible()
    await steps.next.click()
    await expect(page.getByRole("alert")).toBeHidden()
    await expect(steps.step("Review")).toHaveAttribute("aria-current", "step")
    await expect(page.locator("main .steps-summary")).toContainText("Personal")
  })
})
