import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { ToggleModel } from "@tests/models/toggle.model"

test.describe("toggle", () => {
  test("a click flips aria-pressed, the state and the text; so do Enter and Space", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle")
    const bold = toggle.bold
    const output = toggle.output
    await expect(bold).toHaveAttribute("aria-pressed", "false")
    await expect(bold).toHaveAttribute("data-state", "off")
    await expect(output).toHaveText("Pressed: no")

    await bold.click()
    await expect(bold).toHaveAttribute("aria-pressed", "true")
    await expect(bold).toHaveAttribute("data-state", "on")
    await expect(output).toHaveText("Pressed: yes")

    await page.keyboard.press("Enter")
    await expect(bold).toHaveAttribute("aria-pressed", "false")
    await expect(output).toHaveText("Pressed: no")
    await page.keyboard.press("Space")
    await expect(bold).toHaveAttribute("aria-pressed", "true")
    await expect(bold).toBeFocused()
  })

  test("Tab reaches the button, which shows a focus ring", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle")
    const bold = toggle.bold
    await page.locator("main h1").click()
    // Tab until the toggle has focus; the heading sits right above it in the demo area
    await page.keyboard.press("Tab")
    await expect(bold).toBeFocused()
    const outline = await bold.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).toBe("solid")
  })

  test("disabled stops both pointer and keys", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle?disabled=true")
    const bold = toggle.bold
    await expect(bold).toBeDisabled()
    await bold.click({ force: true })
    await expect(bold).toHaveAttribute("aria-pressed", "false")
    await expect(toggle.output).toHaveText("Pressed: no")

    await setControl(page, "disabled", false)
    await expect(bold).toBeEnabled()
    await bold.click()
    await expect(bold).toHaveAttribute("aria-pressed", "true")
  })

  test("defaultPressed from a link starts pressed; changing it starts the toggle over from it", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle?defaultPressed=true")
    const bold = toggle.bold
    await expect(bold).toHaveAttribute("aria-pressed", "true")
    await expect(toggle.output).toHaveText("Pressed: yes")

    await setControl(page, "defaultPressed", false)
    await expect(page).not.toHaveURL(/defaultPressed/)
    await expect(bold).toHaveAttribute("aria-pressed", "false")
    await setControl(page, "defaultPressed", true)
    await expect(bold).toHaveAttribute("aria-pressed", "true")
    await bold.click()
    await expect(toggle.output).toHaveText("Pressed: no")
  })

  test("a value that is no boolean is ignored and named", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle?defaultPressed=maybe")
    await expect(toggle.bold).toHaveAttribute("aria-pressed", "false")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("defaultPressed=maybe")
  })

  test("the visualizer shows the pressed context", async ({ page }) => {
    const toggle = new ToggleModel(page)
    await gotoDemo(page, "/toggle")
    await toggle.bold.click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.pressed).toBe(true)
    expect(json.state).toBe("idle")
  })
})
