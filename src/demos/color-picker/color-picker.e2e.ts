import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { ColorPickerModel } from "@tests/models/color-picker.model"

test.describe("color picker", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/color-picker")
  })

  test("starts on the Visualizer with red; the trigger opens area, sliders, inputs and swatches", async ({ page }) => {
    const picker = new ColorPickerModel(page)
    await expect(page.locator(".toolbar nav [role=tab][aria-selected=true]")).toHaveText("Visualizer")
    await expect(picker.valueText).toHaveText("hsla(0, 100%, 50%, 1)")
    await expect(picker.hexInput).toHaveValue("#FF0000")
    await picker.trigger.click()
    await expect(picker.content).toBeVisible()
    await expect(picker.area).toBeVisible()
    await expect(picker.channelSliders).toHaveCount(2)
    await expect(picker.content.locator(".color-picker-channel")).toHaveText(["H", "S", "L", "A"])
    await expect(picker.content.getByTestId("value-text")).toHaveText("hsla(0, 100%, 50%, 1)")
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await expect(picker.trigger).toBeFocused()
  })

  test("keyboard on the hue slider, swatches, and the hex input; a bad hex is reverted", async ({ page }) => {
    const picker = new ColorPickerModel(page)
    await picker.trigger.click()
    const hue = picker.channelThumb("hue")
    await hue.focus()
    await page.keyboard.press("ArrowRight")
    await expect(picker.valueText).toHaveText("hsla(1, 100%, 50%, 1)")
    await page.keyboard.press("End")
    await expect(picker.valueText).toHaveText(/^hsla\((359|360), 100%, 50%, 1\)$/)
    await page.keyboard.press("Home")
    await expect(picker.valueText).toHaveText("hsla(0, 100%, 50%, 1)")

    await picker.swatch("#f47373").click()
    await expect(picker.hexInput).toHaveValue("#F47373")

    const hex = picker.hexInput
    await hex.fill("not a colour")
    await hex.press("Enter")
    await expect(hex).toHaveValue("#F47373")
    await hex.fill("#00ff00")
    await hex.press("Enter")
    await expect(picker.valueText).toHaveText("hsla(120, 100%, 50%, 1)")
  })

  test("pointer drag on the area changes saturation and lightness", async ({ page }) => {
    const picker = new ColorPickerModel(page)
    await picker.trigger.click()
    const area = picker.area
    const box = (await area.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5)
    await page.mouse.down()
    await page.mouse.move(box.x + 2, box.y + box.height - 2, { steps: 4 })
    await page.mouse.up()
    // bottom-left corner: no saturation, near black
    await expect(picker.valueText).toHaveText(/^hsla\(0, [0-2]%, [0-3]%, 1\)$/)
  })

  test("format control switches the channels; submit shows the value; disabled stops the trigger", async ({ page }) => {
    const picker = new ColorPickerModel(page)
    await openTab(page, "Controls")
    await page.getByTestId("format").selectOption("rgba")
    await expect(picker.valueText).toHaveText("rgba(255, 0, 0, 1)")
    await picker.trigger.click()
    await expect(picker.content.locator(".color-picker-channel")).toHaveText(["R", "G", "B", "A"])
    await page.keyboard.press("Escape")

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('"color":"rgba(255, 0, 0, 1)"')

    await page.getByTestId("disabled").click()
    await expect(picker.trigger).toBeDisabled()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.format).toBe("rgba")
    expect(json.props.disabled).toBe(true)
  })

  test("fixChannelInputStep: a preset with fractional channels still submits, with no console warning", async ({
    page,
  }) => {
    const picker = new ColorPickerModel(page)
    await picker.trigger.click()
    await picker.swatch("#697689").click()
    await expect(picker.valueText).toHaveText("hsla(215.62, 13.22%, 47.45%, 1)")
    await expect(picker.content.locator("input[data-channel='hue']")).toHaveValue("215.62")
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText(
      '"color":"hsla(215.62, 13.22%, 47.45%, 1)"',
    )
  })
})
