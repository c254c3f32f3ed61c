import type { Page } from "@playwright/test"
import { expect, gotoDemo, nextFrames, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"

const names = ["Bold", "Italic", "Underline"] as const
const items = (page: Page) => page.locator('main [data-scope="toggle-group"][data-part="item"]')
const item = (page: Page, name: string) => page.locator("main").getByRole("radio", { name, exact: true })
const pressable = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true })
const sample = (page: Page) => page.locator(".toggle-group-sample")
/**
 * Focus has reached an item and the machine knows it: the item is the roving tab stop. (@zag-js/react
 * 1.47.0 reads context as of the last render, so a key pressed before React renders the focus change
 * would move from the previously focused item.)
 */
const focusSettled = async (page: Page, name: string) => {
  await expect(item(page, name)).toBeFocused()
  await expect(item(page, name)).toHaveAttribute("tabindex", "0")
}

test.describe("toggle group", () => {
  test("single mode: B, I, U act like radios and style the sample", async ({ page }) => {
    await gotoDemo(page, "/toggle-group")
    await expect(page.locator("main").getByRole("button", { name: "Outside" })).toBeVisible()
    await expect(items(page)).toHaveText(["B", "I", "U"])
    await expect(page.locator("main").getByRole("radiogroup", { name: "Text style" })).toBeVisible()

    await item(page, "Bold").click()
    await expect(item(page, "Bold")).toHaveAttribute("aria-checked", "true")
    await expect(sample(page)).toHaveCSS("font-weight", "700")
    await item(page, "Italic").click()
    await expect(item(page, "Italic")).toHaveAttribute("data-state", "on")
    await expect(item(page, "Bold")).toHaveAttribute("data-state", "off")
    await expect(sample(page)).toHaveCSS("font-style", "italic")
    await expect(sample(page)).toHaveCSS("font-weight", "400")

    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"italic"')
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["italic"])
  })

  test("multiple mode from the controls keeps several styles on", async ({ page }) => {
    await gotoDemo(page, "/toggle-group")
    await page.getByTestId("multiple").check()
    await expect(page).toHaveURL(/multiple=true/)
    await pressable(page, "Bold").click()
    await pressable(page, "Underline").click()
    await expect(pressable(page, "Bold")).toHaveAttribute("aria-pressed", "true")
    await expect(pressable(page, "Underline")).toHaveAttribute("aria-pressed", "true")
    await expect(pressable(page, "Italic")).toHaveAttribute("aria-pressed", "false")
    await pressable(page, "Bold").click()
    await expect(pressable(page, "Bold")).toHaveAttribute("aria-pressed", "false")
    await expect(sample(page)).toHaveCSS("text-decoration-line", "underline")
  })

  test("roving focus: one tab stop, arrows move and loop, Home/End, Space toggles", async ({ page }) => {
    await gotoDemo(page, "/toggle-group")
    await page.locator("main").getByRole("button", { name: "Outside" }).focus()
    await page.keyboard.press("Tab")
    await focusSettled(page, "Bold")
    await page.keyboard.press("ArrowRight")
    await focusSettled(page, "Italic")
    await page.keyboard.press("ArrowRight")
    await focusSettled(page, "Underline")
    await page.keyboard.press("ArrowRight")
    await focusSettled(page, "Bold")
    await page.keyboard.press("ArrowLeft")
    await focusSettled(page, "Underline")
    await page.keyboard.press("Home")
    await focusSettled(page, "Bold")
    await page.keyboard.press("End")
    await focusSettled(page, "Underline")
    await page.keyboard.press("Space")
    await expect(item(page, "Underline")).toHaveAttribute("aria-checked", "true")
    // only one of the three items is a tab stop
    await expect(items(page).and(page.locator('[tabindex="0"]'))).toHaveCount(1)
  })

  test("loopFocus off stops at the ends; rovingFocus off makes arrows inert", async ({ page }) => {
    await gotoDemo(page, "/toggle-group?loopFocus=false")
    await item(page, "Bold").click()
    await page.keyboard.press("ArrowLeft")
    await nextFrames(page)
    await focusSettled(page, "Bold")
    await page.keyboard.press("End")
    // the machine moves focus on the next animation frame: wait for it before the next key
    await focusSettled(page, "Underline")
    await page.keyboard.press("ArrowRight")
    await nextFrames(page)
    await focusSettled(page, "Underline")

    await page.getByTestId("rovingFocus").uncheck()
    await item(page, "Italic").click()
    await page.keyboard.press("ArrowRight")
    await nextFrames(page)
    await expect(item(page, "Italic")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(item(page, "Underline")).toBeFocused()
  })

  test("disabled from the controls", async ({ page }) => {
    await gotoDemo(page, "/toggle-group")
    await page.getByTestId("disabled").check()
    for (const name of names) await expect(item(page, name)).toBeDisabled()
  })
})
