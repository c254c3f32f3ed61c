import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, part, readVisualizer, setControl, test } from "@tests/fixtures"

const step = (page: Page, name: string) => page.locator("main").getByRole("tab", { name })
const next = (page: Page) => page.locator("main").getByRole("button", { name: "Next", exact: true })
const back = (page: Page) => page.locator("main").getByRole("button", { name: "Back", exact: true })
const refusal = (page: Page) => page.getByTestId("steps-refusal")
const done = (page: Page) => page.locator("main").getByText("All steps complete")

test.describe("steps", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/steps")
  })

  test("shows Account, Profile and Review with their numbers; Account is current", async ({ page }) => {
    await expect(page.locator("main [role=tablist] [role=tab]")).toHaveText(["1Account", "2Profile", "3Review"])
    await expect(step(page, "Account")).toHaveAttribute("aria-current", "step")
    await expect(step(page, "Account")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByLabel("Email")).toBeVisible()
    await expect(page.getByLabel("Full name")).toBeHidden()
    await expect(back(page)).toBeDisabled()
    await expect(done(page)).toBeHidden()
  })

  test("Next and Back walk the steps to the completion panel and back", async ({ page }) => {
    await next(page).click()
    await expect(step(page, "Profile")).toHaveAttribute("aria-current", "step")
    await expect(step(page, "Account")).toHaveAttribute("data-complete", "")
    await expect(page.getByLabel("Full name")).toBeVisible()
    await expect(back(page)).toBeEnabled()
    await next(page).click()
    await expect(page.getByLabel("Sign with your initials")).toBeVisible()
    await next(page).click()
    await expect(done(page)).toBeVisible()
    await expect(next(page)).toBeDisabled()
    await expect(page.locator("main [role=tab][aria-current]")).toHaveCount(0)
    await expect(part(page, "steps", "trigger").and(page.locator("[data-complete]"))).toHaveCount(3)
    await back(page).click()
    await expect(step(page, "Review")).toHaveAttribute("aria-current", "step")
    await expect(done(page)).toBeHidden()
  })

  test("without linear, a trigger jumps to its step and the field keeps its text", async ({ page }) => {
    await page.getByLabel("Email").fill("ada@example.com")
    await step(page, "Review").click()
    await expect(step(page, "Review")).toHaveAttribute("aria-current", "step")
    await expect(page.locator("main .steps-summary")).toContainText("ada@example.com")
    await step(page, "Account").click()
    await expect(page.getByLabel("Email")).toHaveValue("ada@example.com")
  })

  test("with linear on, Next refuses an empty step and says why", async ({ page }) => {
    await setControl(page, "linear", true)
    await expect(page).toHaveURL(/linear=true/)
    await next(page).click()
    await expect(refusal(page)).toHaveText("Fill in “Email” before going on.")
    await expect(step(page, "Account")).toHaveAttribute("aria-current", "step")
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true")
    // blanks alone are no answer either
    await page.getByLabel("Email").fill("   ")
    await next(page).click()
    await expect(refusal(page)).toBeVisible()

    await page.getByLabel("Email").fill("ada@example.com")
    await expect(refusal(page)).toBeHidden()
    await next(page).click()
    await expect(step(page, "Profile")).toHaveAttribute("aria-current", "step")
    // in a linear form the triggers do not jump
    await step(page, "Review").click()
    await expect(step(page, "Profile")).toHaveAttribute("aria-current", "step")
    await next(page).click()
    await expect(refusal(page)).toHaveText("Fill in “Full name” before going on.")
  })

  test("works by keyboard alone, focus follows to the completion panel and back", async ({ page }) => {
    await page.getByLabel("Email").focus()
    await page.keyboard.type("ada@example.com")
    await page.keyboard.press("Tab")
    await expect(next(page)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByLabel("Full name")).toBeVisible()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Enter")
    await expect(done(page)).toBeVisible()
    // Next is disabled on the completion panel: focus goes to its heading instead of the page
    await expect(page.getByRole("heading", { name: "All steps complete" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Start over" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByLabel("Email")).toBeFocused()
    await expect(page.getByLabel("Email")).toHaveValue("")
    await expect(step(page, "Account")).toHaveAttribute("aria-current", "step")
  })

  test("vertical orientation and linear come back from the URL", async ({ page }) => {
    await gotoDemo(page, "/steps?linear=true&orientation=vertical")
    await expect(part(page, "steps", "root")).toHaveAttribute("data-orientation", "vertical")
    await expect(page.locator("main [role=tablist]")).toHaveAttribute("aria-orientation", "vertical")
    await expect(step(page, "Profile")).toHaveAttribute("tabindex", "-1")
    await openTab(page, "Controls")
    await expect(page.getByTestId("linear")).toBeChecked()
    await expect(page.getByTestId("orientation")).toHaveValue("vertical")
  })

  test("the visualizer follows the step", async ({ page }) => {
    await next(page).click()
    await next(page).click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.step).toBe(2)
    expect(json.props.count).toBe(3)
    await expect(part(page, "steps", "root")).toHaveCSS("--percent", /^66\.6+7?%$/)
  })
})
