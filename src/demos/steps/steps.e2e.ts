import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { StepsModel } from "@tests/models/steps.model"

test.describe("steps", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/steps")
  })

  test("shows Account, Profile and Review with their numbers; Account is current", async ({ page }) => {
    const steps = new StepsModel(page)
    await expect(page.locator("main [role=tablist] [role=tab]")).toHaveText(["1Account", "2Profile", "3Review"])
    await expect(steps.step("Account")).toHaveAttribute("aria-current", "step")
    await expect(steps.step("Account")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByLabel("Email")).toBeVisible()
    await expect(page.getByLabel("Full name")).toBeHidden()
    await expect(steps.back).toBeDisabled()
    await expect(steps.done).toBeHidden()
  })

  test("Next and Back walk the steps to the completion panel and back", async ({ page }) => {
    const steps = new StepsModel(page)
    await steps.next.click()
    await expect(steps.step("Profile")).toHaveAttribute("aria-current", "step")
    await expect(steps.step("Account")).toHaveAttribute("data-complete", "")
    await expect(page.getByLabel("Full name")).toBeVisible()
    await expect(steps.back).toBeEnabled()
    await steps.next.click()
    await expect(page.getByLabel("Sign with your initials")).toBeVisible()
    await steps.next.click()
    await expect(steps.done).toBeVisible()
    await expect(steps.next).toBeDisabled()
    await expect(page.locator("main [role=tab][aria-current]")).toHaveCount(0)
    await expect(steps.completedTriggers).toHaveCount(3)
    await steps.back.click()
    await expect(steps.step("Review")).toHaveAttribute("aria-current", "step")
    await expect(steps.done).toBeHidden()
  })

  test("without linear, a trigger jumps to its step and the field keeps its text", async ({ page }) => {
    const steps = new StepsModel(page)
    await page.getByLabel("Email").fill("ada@example.com")
    await steps.step("Review").click()
    await expect(steps.step("Review")).toHaveAttribute("aria-current", "step")
    await expect(page.locator("main .steps-summary")).toContainText("ada@example.com")
    await steps.step("Account").click()
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com")
  })

  test("with linear on, Next refuses an empty step and says why", async ({ page }) => {
    const steps = new StepsModel(page)
    await setControl(page, "linear", true)
    await expect(page).toHaveURL(/linear=true/)
    await steps.next.click()
    await expect(steps.refusal).toHaveText("Fill in “Email” before going on.")
    await expect(steps.step("Account")).toHaveAttribute("aria-current", "step")
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
    // blanks alone are no answer either
    await page.getByLabel("Email").fill("   ")
    await steps.next.click()
    await expect(steps.refusal).toBeVisible()

    await page.getByLabel("Email").fill("ada@example.com")
    await expect(steps.refusal).toBeHidden()
    await steps.next.click()
    await expect(steps.step("Profile")).toHaveAttribute("aria-current", "step")
    // in a linear form the triggers do not jump
    await steps.step("Review").click()
    await expect(steps.step("Profile")).toHaveAttribute("aria-current", "step")
    await steps.next.click()
    await expect(steps.refusal).toHaveText("Fill in “Full name” before going on.")
  })

  test("works by keyboard alone, focus follows to the completion panel and back", async ({ page }) => {
    const steps = new StepsModel(page)
    await page.getByLabel("Email").focus()
    await page.keyboard.type("ada@example.com")
    await page.keyboard.press("Tab")
    await expect(steps.next).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByLabel("Full name")).toBeVisible()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Enter")
    await expect(steps.done).toBeVisible()
    // Next is disabled on the completion panel: focus goes to its heading instead of the page
    await expect(page.getByRole("heading", { name: "All steps complete" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Start over" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByLabel("Email")).toBeFocused()
    await expect(page.getByLabel("Email")).toHaveValue("")
    await expect(steps.step("Account")).toHaveAttribute("aria-current", "step")
  })

  test("vertical orientation and linear come back from the URL", async ({ page }) => {
    const steps = new StepsModel(page)
    await gotoDemo(page, "/steps?linear=true&orientation=vertical")
    await expect(steps.root).toHaveAttribute("data-orientation", "vertical")
    await expect(page.locator("main [role=tablist]")).toHaveAttribute("aria-orientation", "vertical")
    await expect(steps.step("Profile")).toHaveAttribute("tabindex", "-1")
    await openTab(page, "Controls")
    await expect(page.getByTestId("linear")).toBeChecked()
    await expect(page.getByTestId("orientation")).toHaveValue("vertical")
  })

  test("the visualizer follows the step", async ({ page }) => {
    const steps = new StepsModel(page)
    await steps.next.click()
    await steps.next.click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.step).toBe(2)
    expect(json.props.count).toBe(3)
    await expect(steps.root).toHaveCSS("--percent", /^66\.6+7?%$/)
  })
})
