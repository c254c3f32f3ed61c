import { expect, gotoDemo, nextFrames, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"
import { ToggleGroupModel } from "@tests/models/toggle-group.model"

const names = ["Bold", "Italic", "Underline"] as const

test.describe("toggle group", () => {
  test("single mode: B, I, U act like radios and style the sample", async ({ page }) => {
    const group = new ToggleGroupModel(page)
    await gotoDemo(page, "/toggle-group")
    await expect(page.locator("main").getByRole("button", { name: "Outside" })).toBeVisible()
    await expect(group.items).toHaveText(["B", "I", "U"])
    await expect(group.group).toBeVisible()

    await group.item("Bold").click()
    await expect(group.item("Bold")).toHaveAttribute("aria-checked", "true")
    await expect(group.sample).toHaveCSS("font-weight", "700")
    await group.item("Italic").click()
    await expect(group.item("Italic")).toHaveAttribute("data-state", "on")
    await expect(group.item("Bold")).toHaveAttribute("data-state", "off")
    await expect(group.sample).toHaveCSS("font-style", "italic")
    await expect(group.sample).toHaveCSS("font-weight", "400")

    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"italic"')
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["italic"])
  })

  test("multiple mode from the controls keeps several styles on", async ({ page }) => {
    const group = new ToggleGroupModel(page)
    await gotoDemo(page, "/toggle-group")
    await page.getByTestId("multiple").check()
    await expect(page).toHaveURL(/multiple=true/)
    await group.pressable("Bold").click()
    await group.pressable("Underline").click()
    await expect(group.pressable("Bold")).toHaveAttribute("aria-pressed", "true")
    await expect(group.pressable("Underline")).toHaveAttribute("aria-pressed", "true")
    await expect(group.pressable("Italic")).toHaveAttribute("aria-pressed", "false")
    await group.pressable("Bold").click()
    await expect(group.pressable("Bold")).toHaveAttribute("aria-pressed", "false")
    await expect(group.sample).toHaveCSS("text-decoration-line", "underline")
  })

  test("roving focus: one tab stop, arrows move and loop, Home/End, Space toggles", async ({ page }) => {
    const group = new ToggleGroupModel(page)
    await gotoDemo(page, "/toggle-group")
    await page.locator("main").getByRole("button", { name: "Outside" }).focus()
    await page.keyboard.press("Tab")
    await group.expectFocusSettled("Bold")
    await page.keyboard.press("ArrowRight")
    await group.expectFocusSettled("Italic")
    await page.keyboard.press("ArrowRight")
    await group.expectFocusSettled("Underline")
    await page.keyboard.press("ArrowRight")
    await group.expectFocusSettled("Bold")
    await page.keyboard.press("ArrowLeft")
    await group.expectFocusSettled("Underline")
    await page.keyboard.press("Home")
    await group.expectFocusSettled("Bold")
    await page.keyboard.press("End")
    await group.expectFocusSettled("Underline")
    await page.keyboard.press("Space")
    await expect(group.item("Underline")).toHaveAttribute("aria-checked", "true")
    // only one of the three items is a tab stop
    await expect(group.items.and(page.locator('[tabindex="0"]'))).toHaveCount(1)
  })

  test("loopFocus off stops at the ends; rovingFocus off makes arrows inert", async ({ page }) => {
    const group = new ToggleGroupModel(page)
    await gotoDemo(page, "/toggle-group?loopFocus=false")
    await group.item("Bold").click()
    await page.keyboard.press("ArrowLeft")
    await nextFrames(page)
    await group.expectFocusSettled("Bold")
    await page.keyboard.press("End")
    // the machine moves focus on the next animation frame: wait for it before the next key
    await group.expectFocusSettled("Underline")
    await page.keyboard.press("ArrowRight")
    await nextFrames(page)
    await group.expectFocusSettled("Underline")

    await page.getByTestId("rovingFocus").uncheck()
    await group.item("Italic").click()
    await page.keyboard.press("ArrowRight")
    await nextFrames(page)
    await expect(group.item("Italic")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(group.item("Underline")).toBeFocused()
  })

  test("disabled from the controls", async ({ page }) => {
    const group = new ToggleGroupModel(page)
    await gotoDemo(page, "/toggle-group")
    await page.getByTestId("disabled").check()
    for (const name of names) await expect(group.item(name)).toBeDisabled()
  })
})
