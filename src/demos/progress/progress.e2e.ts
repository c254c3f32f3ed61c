import {
  chooseViewSetting,
  expect,
  gotoDemo,
  openTab,
  setControl,
  test,
  visualizer,
  optionProblems,
} from "@tests/fixtures"
import { ProgressModel } from "@tests/models/progress.model"

test.describe("progress", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/progress")
  })

  test("starts midway between min 0 and max 100, with circular and linear views", async ({ page }) => {
    const progress = new ProgressModel(page)
    await expect(page.locator("main")).toContainText("Upload progress")
    for (const el of [progress.bar, progress.circle]) {
      await expect(el).toHaveAttribute("role", "progressbar")
      await expect(el).toHaveAttribute("aria-valuenow", "50")
      await expect(el).toHaveAttribute("aria-valuemin", "0")
      await expect(el).toHaveAttribute("aria-valuemax", "100")
      await expect(el).toHaveAttribute("aria-label", "50 percent")
    }
    await expect(progress.valueText).toHaveText("50 percent")
    // the linear range is drawn at half width
    const track = await progress.bar.boundingBox()
    const range = await progress.range.boundingBox()
    expect(Math.abs(range!.width / track!.width - 0.5)).toBeLessThan(0.03)
  })

  test("Increase, Decrease and Indeterminate change the value by 20 or to loading", async ({ page }) => {
    const progress = new ProgressModel(page)
    await progress.button("Increase").click()
    await expect(progress.valueText).toHaveText("70 percent")
    await progress.button("Decrease").click()
    await progress.button("Decrease").click()
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "30")
    await progress.button("Indeterminate").click()
    await expect(progress.valueText).toHaveText("loading...")
    await expect(progress.bar).toHaveAttribute("aria-label", "loading...")
    await expect(progress.bar).not.toHaveAttribute("aria-valuenow", /.*/)
    await expect(progress.root).toHaveAttribute("data-state", "indeterminate")
    // keyboard: from loading, Increase starts at the minimum
    await progress.button("Increase").focus()
    await page.keyboard.press("Enter")
    await expect(progress.valueText).toHaveText("20 percent")
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"value": 20')
  })

  test("a value outside min..max is refused with a visible message", async ({ page }) => {
    const progress = new ProgressModel(page)
    await progress.button("Increase").click()
    await progress.button("Increase").click()
    await expect(progress.valueText).toHaveText("90 percent")
    await progress.button("Increase").click()
    await expect(page.getByTestId("value-error")).toHaveText(
      "The value passed exceeds the max value: 110 is above 100. The value was not changed.",
    )
    await expect(progress.valueText).toHaveText("90 percent")
    // a valid change clears the message
    await progress.button("Decrease").click()
    await expect(page.getByTestId("value-error")).toHaveCount(0)
    for (let i = 0; i < 3; i++) await progress.button("Decrease").click()
    await expect(progress.valueText).toHaveText("10 percent")
    await progress.button("Decrease").click()
    await expect(page.getByTestId("value-error")).toContainText(
      "The value passed exceeds the min value: -10 is below 0",
    )
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "10")
  })

  test("a non-number max typed in the controls is refused in the Controls panel, never a crash", async ({ page }) => {
    const progress = new ProgressModel(page)
    await setControl(page, "max", "abc")
    await expect(optionProblems(page)).toContainText("The max value passed is not a valid number")
    await expect(optionProblems(page)).toContainText("abc")
    await expect(page.getByTestId("max")).toHaveValue("abc")
    await expect(progress.bar).toHaveAttribute("aria-valuemax", "100")
    await expect(progress.valueText).toHaveText("50 percent")
    // the widget keeps working
    await progress.button("Increase").click()
    await expect(progress.valueText).toHaveText("70 percent")

    // a valid max applies live; the same value is now 35 percent of 200
    await setControl(page, "max", "200")
    await expect(optionProblems(page)).toHaveCount(0)
    await expect(progress.bar).toHaveAttribute("aria-valuemax", "200")
    await expect(progress.valueText).toHaveText("35 percent")

    // a max below the current value applies; the bar shows the value clamped and says so
    await setControl(page, "max", "40")
    await expect(page.getByTestId("range-error")).toHaveText(
      "The value passed exceeds the max value: 70 is above 40. The bar shows 40.",
    )
    await expect(progress.bar).toHaveAttribute("aria-valuemax", "40")
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "40")
    await progress.button("Decrease").click()
    await expect(page.getByTestId("range-error")).toHaveCount(0)
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "20")
  })

  test("a bad max or min from the URL shows the problem in the Controls panel on load", async ({ page }) => {
    const progress = new ProgressModel(page)
    await gotoDemo(page, "/progress?max=ten")
    await expect(optionProblems(page)).toContainText("The max value passed is not a valid number")
    await expect(progress.valueText).toHaveText("50 percent")

    await gotoDemo(page, "/progress?min=100&max=50")
    await expect(optionProblems(page)).toContainText("The max value must be greater than the min value")
    await expect(progress.bar).toHaveAttribute("aria-valuemin", "0")

    await gotoDemo(page, "/progress?min=100&max=300")
    await expect(optionProblems(page)).toHaveCount(0)
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "200")
    await expect(progress.valueText).toHaveText("50 percent")
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
  })

  test("fixSetValue: with a negative min, Decrease goes below 0", async ({ page }) => {
    const progress = new ProgressModel(page)
    await gotoDemo(page, "/progress?min=-100")
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "0")
    await progress.button("Decrease").click()
    await expect(progress.bar).toHaveAttribute("aria-valuenow", "-20")
    await expect(progress.valueText).toHaveText("40 percent")
  })

  test("dir and orientation come from the controls", async ({ page }) => {
    const progress = new ProgressModel(page)
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(progress.root).toHaveAttribute("dir", "rtl")
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(progress.bar).toHaveAttribute("data-orientation", "vertical")
    const box = await progress.bar.boundingBox()
    expect(box!.height).toBeGreaterThan(box!.width)
  })
})
