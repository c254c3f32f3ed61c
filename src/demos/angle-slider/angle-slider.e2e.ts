import { expect, gotoDemo, openTab, setControl, test, readVisualizer } from "@tests/fixtures"
import { AngleSliderModel } from "@tests/models/angle-slider.model"

test.describe("angle slider", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/angle-slider")
  })

  test("shows the label with the value in degrees, a thumb over 0..360 and eight markers", async ({ page }) => {
    const angleSlider = new AngleSliderModel(page)
    await expect(page.locator("main label")).toHaveText("Angle Slider: 0deg")
    await expect(angleSlider.thumb).toHaveAttribute("aria-valuemin", "0")
    await expect(angleSlider.thumb).toHaveAttribute("aria-valuemax", "360")
    await expect(angleSlider.thumb).toHaveAttribute("aria-valuenow", "0")
    await expect(angleSlider.markers()).toHaveCount(8)
  })

  test("arrows step and clamp; Home and End jump to the ends", async ({ page }) => {
    const angleSlider = new AngleSliderModel(page)
    await page.locator("main label").click()
    await expect(angleSlider.thumb).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(angleSlider.valueText).toHaveText("0deg")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowDown")
    await expect(angleSlider.valueText).toHaveText("2deg")
    await page.keyboard.press("ArrowUp")
    await expect(angleSlider.valueText).toHaveText("1deg")
    await page.keyboard.press("End")
    await expect(angleSlider.valueText).toHaveText("359deg")
    await page.keyboard.press("ArrowRight")
    await expect(angleSlider.valueText).toHaveText("359deg")
    await page.keyboard.press("Home")
    await expect(angleSlider.valueText).toHaveText("0deg")
  })

  test("pointer: pressing and dragging around the dial sets the angle", async ({ page }) => {
    const angleSlider = new AngleSliderModel(page)
    const east = await angleSlider.dialPoint(90)
    await page.mouse.click(east.x, east.y)
    await expect(angleSlider.valueText).toHaveText("90deg")
    await expect(angleSlider.thumb).toBeFocused()

    await page.mouse.move(east.x, east.y)
    await page.mouse.down()
    for (const deg of [120, 150, 180]) {
      const p = await angleSlider.dialPoint(deg)
      await page.mouse.move(p.x, p.y, { steps: 3 })
    }
    await page.mouse.up()
    await expect(angleSlider.valueText).toHaveText("180deg")
    await expect(angleSlider.markers(135)).toHaveAttribute("data-state", "under-value")
    await expect(angleSlider.markers(270)).toHaveAttribute("data-state", "over-value")
  })

  test("step snaps pointer and keys; a bad step is refused in the Controls panel", async ({ page }) => {
    const angleSlider = new AngleSliderModel(page)
    await setControl(page, "step", 45)
    const p = await angleSlider.dialPoint(80)
    await page.mouse.click(p.x, p.y)
    await expect(angleSlider.valueText).toHaveText("90deg")
    // the click gives the thumb focus (a person sees its ring) before the key goes to it
    await expect(angleSlider.thumb).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(angleSlider.valueText).toHaveText("135deg")

    await setControl(page, "step", -5)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "step must be above 0 and at most 180 degrees (got -5); using 1.",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
    await angleSlider.thumb.focus()
    await page.keyboard.press("ArrowRight")
    await expect(angleSlider.valueText).toHaveText("136deg")
  })

  test("disabled and read-only stop changes", async ({ page }) => {
    const angleSlider = new AngleSliderModel(page)
    await page.getByTestId("readOnly").check()
    await angleSlider.thumb.focus()
    await page.keyboard.press("End")
    await expect(angleSlider.valueText).toHaveText("0deg")
    await page.getByTestId("readOnly").uncheck()
    await page.getByTestId("disabled").check()
    await expect(angleSlider.thumb).not.toHaveAttribute("tabindex")
    const p = await angleSlider.dialPoint(90)
    await page.mouse.click(p.x, p.y)
    await expect(angleSlider.valueText).toHaveText("0deg")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe(0)
    expect(json.props.disabled).toBe(true)
  })
})
