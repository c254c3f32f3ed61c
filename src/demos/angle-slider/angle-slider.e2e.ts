import { expect, gotoDemo, openTab, setControl, test, readVisualizer } from "@tests/fixtures"

type Page = import("@playwright/test").Page
const valueText = (page: Page) => page.locator("main [data-part=value-text]")
const thumb = (page: Page) => page.getByRole("slider")

/** A point on the dial at `deg` degrees clockwise from the top, `r` (0..1) of the radius out. */
async function dialPoint(page: Page, deg: number, r = 0.8) {
  const box = await page.locator("main [data-part=control]").boundingBox()
  if (!box) throw new Error("no dial")
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  const rad = (deg * Math.PI) / 180
  return { x: cx + Math.sin(rad) * (box.width / 2) * r, y: cy - Math.cos(rad) * (box.height / 2) * r }
}

test.describe("angle slider", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/angle-slider")
  })

  test("shows the label with the value in degrees, a thumb over 0..360 and eight markers", async ({ page }) => {
    await expect(page.locator("main label")).toHaveText("Angle Slider: 0deg")
    await expect(thumb(page)).toHaveAttribute("aria-valuemin", "0")
    await expect(thumb(page)).toHaveAttribute("aria-valuemax", "360")
    await expect(thumb(page)).toHaveAttribute("aria-valuenow", "0")
    await expect(page.locator("main [data-part=marker]")).toHaveCount(8)
  })

  test("arrows step and clamp; Home and End jump to the ends", async ({ page }) => {
    await page.locator("main label").click()
    await expect(thumb(page)).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(valueText(page)).toHaveText("0deg")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowDown")
    await expect(valueText(page)).toHaveText("2deg")
    await page.keyboard.press("ArrowUp")
    await expect(valueText(page)).toHaveText("1deg")
    await page.keyboard.press("End")
    await expect(valueText(page)).toHaveText("359deg")
    await page.keyboard.press("ArrowRight")
    await expect(valueText(page)).toHaveText("359deg")
    await page.keyboard.press("Home")
    await expect(valueText(page)).toHaveText("0deg")
  })

  test("pointer: pressing and dragging around the dial sets the angle", async ({ page }) => {
    const east = await dialPoint(page, 90)
    await page.mouse.click(east.x, east.y)
    await expect(valueText(page)).toHaveText("90deg")
    await expect(thumb(page)).toBeFocused()

    await page.mouse.move(east.x, east.y)
    await page.mouse.down()
    for (const deg of [120, 150, 180]) {
      const p = await dialPoint(page, deg)
      await page.mouse.move(p.x, p.y, { steps: 3 })
    }
    await page.mouse.up()
    await expect(valueText(page)).toHaveText("180deg")
    await expect(page.locator("main [data-part=marker][data-value='135']")).toHaveAttribute("data-state", "under-value")
    await expect(page.locator("main [data-part=marker][data-value='270']")).toHaveAttribute("data-state", "over-value")
  })

  test("step snaps pointer and keys; a bad step is refused in the Controls panel", async ({ page }) => {
    await setControl(page, "step", 45)
    const p = await dialPoint(page, 80)
    await page.mouse.click(p.x, p.y)
    await expect(valueText(page)).toHaveText("90deg")
    await page.keyboard.press("ArrowRight")
    await expect(valueText(page)).toHaveText("135deg")

    await setControl(page, "step", -5)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "step must be above 0 and at most 180 degrees (got -5); using 1.",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
    await thumb(page).focus()
    await page.keyboard.press("ArrowRight")
    await expect(valueText(page)).toHaveText("136deg")
  })

  test("disabled and read-only stop changes", async ({ page }) => {
    await page.getByTestId("readOnly").check()
    await thumb(page).focus()
    await page.keyboard.press("End")
    await expect(valueText(page)).toHaveText("0deg")
    await page.getByTestId("readOnly").uncheck()
    await page.getByTestId("disabled").check()
    await expect(thumb(page)).not.toHaveAttribute("tabindex")
    const p = await dialPoint(page, 90)
    await page.mouse.click(p.x, p.y)
    await expect(valueText(page)).toHaveText("0deg")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe(0)
    expect(json.props.disabled).toBe(true)
  })
})
