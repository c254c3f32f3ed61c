import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { SliderModel } from "@tests/models/slider.model"

test.describe("slider", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/slider")
  })

  test("shows the label, the value text and one thumb at 0 of 0..100", async ({ page }) => {
    const slider = new SliderModel(page)
    await expect(page.getByTestId("label")).toHaveText("Slider Label")
    await expect(slider.output).toHaveText("0")
    const thumb = slider.thumbs("Slider Label")
    await expect(thumb).toHaveCount(1)
    await expect(thumb).toHaveAttribute("aria-valuenow", "0")
    await expect(thumb).toHaveAttribute("aria-valuemin", "0")
    await expect(thumb).toHaveAttribute("aria-valuemax", "100")
    await expect(slider.markers).toHaveText(["*", "*", "*"])
  })

  test("arrows, Page keys, Home and End move the value; the form sees it", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = slider.thumbs("Slider Label")
    // clicking the label focuses the thumb
    await page.getByTestId("label").click()
    await expect(thumb).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(slider.output).toHaveText("1")
    await page.keyboard.press("PageUp")
    // large steps (10) land on the step grid
    await expect(slider.output).toHaveText("10")
    await page.keyboard.press("ArrowRight")
    await expect(thumb).toHaveAttribute("aria-valuenow", "11")
    await page.keyboard.press("End")
    await expect(slider.output).toHaveText("100")
    await page.keyboard.press("ArrowRight")
    await expect(slider.output).toHaveText("100")
    await page.keyboard.press("PageDown")
    await expect(slider.output).toHaveText("90")
    await page.keyboard.press("ArrowLeft")
    await expect(slider.output).toHaveText("89")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity":"89"}')
    await page.keyboard.press("Home")
    await expect(slider.output).toHaveText("0")
  })

  test("pointer: a press on the track jumps there and dragging follows the pointer", async ({ page }) => {
    const slider = new SliderModel(page)
    const track = await page.getByTestId("track").boundingBox()
    if (!track) throw new Error("no track")
    const y = track.y + track.height / 2
    await page.mouse.click(track.x + track.width / 2, y)
    // the output follows the machine on its next render
    await expect.poll(async () => Number(await slider.output.textContent())).toBeGreaterThanOrEqual(45)
    expect(Number(await slider.output.textContent())).toBeLessThanOrEqual(55)
    await expect(slider.thumbs()).toBeFocused()

    await page.mouse.move(track.x + track.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(track.x + track.width * 0.8, y, { steps: 5 })
    // the dragging indicator shows the value while dragging
    await expect(slider.draggingIndicator).toBeVisible()
    await page.mouse.move(track.x + track.width + 50, y, { steps: 5 })
    await page.mouse.up()
    await expect(slider.output).toHaveText("100")
    await expect(slider.draggingIndicator).toBeHidden()
  })

  test("controls change step, orientation and disabled", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = slider.thumbs()
    await page.getByTestId("step").fill("10")
    await page.getByTestId("step").press("Enter")
    await thumb.focus()
    await page.keyboard.press("ArrowRight")
    await expect(slider.output).toHaveText("10")

    await page.getByTestId("orientation").selectOption("vertical")
    await expect(thumb).toHaveAttribute("aria-orientation", "vertical")
    await thumb.focus()
    await page.keyboard.press("ArrowUp")
    await expect(slider.output).toHaveText("20")
    await page.keyboard.press("ArrowRight") // ignored when vertical
    await expect(slider.output).toHaveText("20")

    await page.getByTestId("disabled").check()
    await expect(thumb).toHaveAttribute("aria-disabled", "true")
    await expect(thumb).not.toHaveAttribute("tabindex")
  })

  test("largeStep sets the Page-key step; origin end fills the track from the thumb to its end", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = slider.thumbs("Slider Label")
    await setControl(page, "largeStep", 25)
    await expect(page).toHaveURL(/largeStep=25/)
    await thumb.focus()
    await page.keyboard.press("PageUp")
    await expect(slider.output).toHaveText("25")
    await page.keyboard.press("Shift+ArrowRight")
    await expect(slider.output).toHaveText("50")

    // where the filled part of the track begins and ends, as fractions of the track
    const range = slider.part("range")
    const filled = async () => {
      const [track, box] = [await slider.track.boundingBox(), await range.boundingBox()]
      if (!track || !box) return null
      const at = (x: number) => Math.round(((x - track.x) / track.width) * 10) / 10
      return [at(box.x), at(box.x + box.width)]
    }
    // from the start (the default) to the thumb at 50
    await expect.poll(filled).toEqual([0, 0.5])
    await setControl(page, "origin", "end")
    await expect.poll(filled).toEqual([0.5, 1])

    // a single thumb has nothing to collide with; the option still reaches the machine
    await setControl(page, "thumbCollisionBehavior", "push")
    await setControl(page, "largeStep", -1)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "largeStep must be above 0 (it is -1); using 10 × step.",
    )
    await thumb.focus()
    await page.keyboard.press("PageUp")
    await expect(slider.output).toHaveText("60")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.props).toMatchObject({ origin: "end", thumbCollisionBehavior: "push", largeStep: 10 })
  })

  test("useFixThumbsOnRangeChange: a new max pulls the value back into the range", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = slider.thumbs()
    await thumb.focus()
    await page.keyboard.press("End")
    await setControl(page, "max", 50)
    await expect(slider.output).toHaveText("50")
    await expect(thumb).toHaveAttribute("aria-valuenow", "50")
    await expect(thumb).toHaveAttribute("aria-valuemax", "50")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity":"50"}')
  })

  test("an impossible range is refused in the Controls panel instead of failing", async ({ page }) => {
    const slider = new SliderModel(page)
    const thumb = slider.thumbs()
    const problem = page.locator(".toolbar").getByRole("alert")
    await setControl(page, "max", 50)
    await setControl(page, "min", 80)
    await expect(problem).toContainText("min (80) must be less than max (50); using 0 to 100, step 1.")
    await expect(page.getByTestId("min")).toHaveValue("80")
    await expect(thumb).toHaveAttribute("aria-valuemax", "100")
    await expect(page.locator("main [role=alert]")).toHaveCount(0)

    await setControl(page, "min", 0)
    await expect(problem).toBeHidden()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.props.max).toBe(50)
    expect(json.context.value).toEqual([0])
  })
})
