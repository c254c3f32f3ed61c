import { chooseViewSetting, expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { SliderModel } from "@tests/models/slider.model"

test.describe("range slider", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/range-slider")
  })

  test("shows Quantity: with two thumbs at 10 and 60", async ({ page }) => {
    const slider = new SliderModel(page)
    await expect(page.locator("main label")).toHaveText("Quantity:")
    await expect(slider.valueText).toHaveText("10 - 60")
    const thumbs = slider.thumbs("Quantity:")
    await expect(thumbs).toHaveCount(2)
    await expect(thumbs.nth(0)).toHaveAttribute("aria-valuenow", "10")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuenow", "60")
    await expect(slider.markers).toHaveCount(4)
  })

  test("keyboard: thumbs stop at the minimum distance from each other; the form sees both values", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumbs = slider.thumbs()
    await thumbs.nth(1).focus()
    await page.keyboard.press("Home")
    await expect(slider.valueText).toHaveText("10 - 15")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuemin", "15")
    await page.keyboard.press("ArrowLeft")
    await expect(slider.valueText).toHaveText("10 - 15")
    await page.keyboard.press("ArrowRight")
    await expect(slider.valueText).toHaveText("10 - 16")

    await thumbs.nth(0).focus()
    await page.keyboard.press("End")
    await expect(slider.valueText).toHaveText("11 - 16")
    await page.keyboard.press("ArrowRight")
    await expect(slider.valueText).toHaveText("11 - 16")
    await page.keyboard.press("Home")
    await expect(slider.valueText).toHaveText("0 - 16")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity[]":["0","16"]}')
  })

  test("pointer: dragging the first thumb past the second stops short of it", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = await slider.thumbs().nth(0).boundingBox()
    const track = await slider.track.boundingBox()
    if (!thumb || !track) throw new Error("no geometry")
    const y = thumb.y + thumb.height / 2
    await page.mouse.move(thumb.x + thumb.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(track.x + track.width * 0.9, y, { steps: 8 })
    await page.mouse.up()
    await expect(slider.valueText).toHaveText("55 - 60")
    await expect(slider.thumbs().nth(0)).toBeFocused()
  })

  test("thumbCollisionBehavior: push moves the second thumb along, swap hands the drag over to it", async ({
    page,
  }) => {
    const slider = new SliderModel(page)
    // drags the first thumb past the track's end in one move
    const dragFirstPastEnd = async () => {
      const thumb = await slider.thumbs().nth(0).boundingBox()
      const track = await slider.track.boundingBox()
      if (!thumb || !track) throw new Error("no geometry")
      const y = thumb.y + thumb.height / 2
      await page.mouse.move(thumb.x + thumb.width / 2, y)
      await page.mouse.down()
      await page.mouse.move(track.x + track.width + 20, y)
      await page.mouse.up()
    }

    await setControl(page, "thumbCollisionBehavior", "push")
    await expect(page).toHaveURL(/thumbCollisionBehavior=push/)
    await dragFirstPastEnd()
    await expect(slider.valueText).toHaveText("95 - 100")

    await gotoDemo(page, "/range-slider?thumbCollisionBehavior=swap")
    await expect(slider.valueText).toHaveText("10 - 60")
    await dragFirstPastEnd()
    // the first thumb takes the second one's place; the second follows the pointer to the end
    await expect(slider.valueText).toHaveText("60 - 100")
  })

  test("largeStep sets the Page-key step of the focused thumb", async ({ page }) => {
    const slider = new SliderModel(page)
    await setControl(page, "largeStep", 20)
    await slider.thumbs().nth(0).focus()
    await page.keyboard.press("Home")
    await expect(slider.valueText).toHaveText("0 - 60")
    await page.keyboard.press("PageUp")
    await expect(slider.valueText).toHaveText("20 - 60")
    await page.keyboard.press("PageUp")
    await expect(slider.valueText).toHaveText("40 - 60")
    // the thumbs stay 5 apart
    await page.keyboard.press("PageUp")
    await expect(slider.valueText).toHaveText("55 - 60")
  })

  test("useFixThumbsOnRangeChange: a new step, max or min moves the thumbs back onto the range, kept apart", async ({
    page,
  }) => {
    const slider = new SliderModel(page)
    await setControl(page, "step", 2)
    await expect(page.getByText("The thumbs stay at least 10 apart.")).toBeVisible()
    await setControl(page, "max", 40)
    await expect(slider.valueText).toHaveText("10 - 40")
    await setControl(page, "min", 20)
    await expect(slider.valueText).toHaveText("20 - 40")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity[]":["20","40"]}')

    await setControl(page, "max", 30)
    await expect(slider.valueText).toHaveText("20 - 30")
  })

  test("a range with no room between the thumbs is refused in the Controls panel; dir applies", async ({ page }) => {
    const slider = new SliderModel(page)
    const problem = page.locator(".toolbar").getByRole("alert")
    await setControl(page, "step", 2)
    await setControl(page, "max", 40)
    await setControl(page, "min", 35)
    await expect(problem).toContainText("Invalid range: the thumbs need 10 between them")
    await expect(slider.thumbs().nth(1)).toHaveAttribute("aria-valuemax", "100")
    await expect(page.locator("main [role=alert]")).toHaveCount(0)

    await setControl(page, "min", 20)
    await expect(problem).toBeHidden()
    await expect(slider.valueText).toHaveText("20 - 40")

    await chooseViewSetting(page, "Direction", "RTL")
    await expect(slider.root).toHaveAttribute("dir", "rtl")
    await slider.thumbs().nth(0).focus()
    await page.keyboard.press("ArrowLeft") // in rtl, left increases
    await expect(slider.valueText).toHaveText("22 - 40")

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual([22, 40])
    expect(json.props.minStepsBetweenThumbs).toBe(5)
  })
})
