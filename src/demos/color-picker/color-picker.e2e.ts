import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"

const trigger = (page: Page) => page.locator("main [data-scope='color-picker'][data-part='trigger']")
const content = (page: Page) => page.locator("main [data-scope='color-picker'][data-part='content']")
const valueText = (page: Page) => page.getByTestId("value-text").first()

test.describe("color picker", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/color-picker")
  })

  test("starts on the Visualizer with red; the trigger opens area, sliders, inputs and swatches", async ({ page }) => {
    await expect(page.locator(".toolbar nav [role=tab][aria-selected=true]")).toHaveText("Visualizer")
    await expect(valueText(page)).toHaveText("hsla(0, 100%, 50%, 1)")
    await expect(page.locator("main [data-part='control'] [data-channel='hex']")).toHaveValue("#FF0000")
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(content(page).locator("[data-part='area']")).toBeVisible()
    await expect(content(page).locator("[data-part='channel-slider']")).toHaveCount(2)
    await expect(content(page).locator(".color-picker-channel")).toHaveText(["H", "S", "L", "A"])
    await expect(content(page).getByTestId("value-text")).toHaveText("hsla(0, 100%, 50%, 1)")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("keyboard on the hue slider, swatches, and the hex input; a bad hex is reverted", async ({ page }) => {
    await trigger(page).click()
    const hue = content(page).locator("[data-part='channel-slider-thumb'][data-channel='hue']")
    await hue.focus()
    await page.keyboard.press("ArrowRight")
    await expect(valueText(page)).toHaveText("hsla(1, 100%, 50%, 1)")
    await page.keyboard.press("End")
    await expect(valueText(page)).toHaveText(/^hsla\((359|360), 100%, 50%, 1\)$/)
    await page.keyboard.press("Home")
    await expect(valueText(page)).toHaveText("hsla(0, 100%, 50%, 1)")

    await content(page).locator("[data-part='swatch-trigger'][data-value='#f47373' i]").click()
    await expect(page.locator("main [data-part='control'] [data-channel='hex']")).toHaveValue("#F47373")

    const hex = page.locator("main [data-part='control'] [data-channel='hex']")
    await hex.fill("not a colour")
    await hex.press("Enter")
    await expect(hex).toHaveValue("#F47373")
    await hex.fill("#00ff00")
    await hex.press("Enter")
    await expect(valueText(page)).toHaveText("hsla(120, 100%, 50%, 1)")
  })

  test("pointer drag on the area changes saturation and lightness", async ({ page }) => {
    await trigger(page).click()
    const area = content(page).locator("[data-part='area']")
    const box = (await area.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5)
    await page.mouse.down()
    await page.mouse.move(box.x + 2, box.y + box.height - 2, { steps: 4 })
    await page.mouse.up()
    // bottom-left corner: no saturation, near black
    await expect(valueText(page)).toHaveText(/^hsla\(0, [0-2]%, [0-3]%, 1\)$/)
  })

  test("format control switches the channels; submit shows the value; disabled stops the trigger", async ({ page }) => {
    await openTab(page, "Controls")
    await page.getByTestId("format").selectOption("rgba")
    await expect(valueText(page)).toHaveText("rgba(255, 0, 0, 1)")
    await trigger(page).click()
    await expect(content(page).locator(".color-picker-channel")).toHaveText(["R", "G", "B", "A"])
    await page.keyboard.press("Escape")

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('"color":"rgba(255, 0, 0, 1)"')

    await page.getByTestId("disabled").click()
    await expect(trigger(page)).toBeDisabled()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.format).toBe("rgba")
    expect(json.props.disabled).toBe(true)
  })

  test("fixChannelInputStep: a preset with fractional channels still submits, with no console warning", async ({
    page,
  }) => {
    await trigger(page).click()
    await content(page).locator("[data-part='swatch-trigger'][data-value='#697689' i]").click()
    await expect(valueText(page)).toHaveText("hsla(215.62, 13.22%, 47.45%, 1)")
    await expect(content(page).locator("input[data-channel='hue']")).toHaveValue("215.62")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText(
      '"color":"hsla(215.62, 13.22%, 47.45%, 1)"',
    )
  })
})
