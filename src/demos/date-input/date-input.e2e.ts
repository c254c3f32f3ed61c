import {
  expect,
  gotoDemo,
  nextFrames,
  openTab,
  optionProblems,
  readVisualizer,
  setControl,
  test,
} from "@tests/fixtures"
import { DateInputModel } from "@tests/models/date-input.model"

test.describe("date input", () => {
  test("digits fill month, day and year in turn, and the date shows below", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input")
    await expect(page.getByRole("group", { name: "Date" })).toBeVisible()
    await expect(dateInput.selected).toHaveText("Selected: -")
    await expect(page.getByRole("spinbutton")).toHaveCount(3)
    await dateInput.segment("month").click()
    await dateInput.typeKeys("12")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("25")
    await expect(dateInput.segment("year")).toBeFocused()
    await dateInput.typeKeys("2024")
    await expect(dateInput.selected).toHaveText("Selected: 12/25/2024")
    await expect(page.locator('main input[name="date"]')).toHaveValue("12/25/2024")
    await expect(dateInput.segment("month")).toHaveAttribute("aria-valuenow", "12")
  })

  test("ArrowUp / ArrowDown step a segment, arrows move between segments, Backspace clears one", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input")
    await dateInput.segment("month").click()
    await dateInput.typeKeys("3")
    await nextFrames(page)
    await dateInput.segment("month").focus()
    await page.keyboard.press("ArrowUp")
    await expect(dateInput.segment("month")).toHaveAttribute("aria-valuenow", "4")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(dateInput.segment("month")).toHaveAttribute("aria-valuenow", "2")
    await page.keyboard.press("ArrowRight")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("14")
    await dateInput.typeKeys("2025")
    await expect(dateInput.selected).toHaveText("Selected: 2/14/2025")

    await page.keyboard.press("ArrowLeft")
    await expect(dateInput.segment("day")).toBeFocused()
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Backspace")
    await expect(dateInput.segment("day")).toHaveAttribute("data-placeholder-shown", "")
    await expect(dateInput.segment("day")).not.toHaveAttribute("aria-valuenow")
    // an incomplete field selects nothing (zag itself keeps the last complete value until all is cleared)
    await expect(dateInput.selected).toHaveText("Selected: -")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.displayValues).toEqual(["era=AD,year=2025,month=2"])
  })

  test("read-outs: Placeholder is the date an empty field starts from, Editing what the segments show while typing", async ({
    page,
  }) => {
    const dateInput = new DateInputModel(page)
    await page.clock.setFixedTime(new Date("2026-03-15T10:00:00"))
    await gotoDemo(page, "/date-input")
    await expect(dateInput.output("Placeholder")).toHaveText("Placeholder: 2026-03-15")
    await expect(dateInput.output("Editing")).toHaveText("Editing: -")
    await dateInput.segment("month").click()
    await dateInput.typeKeys("4")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 4/dd/yyyy")
    await expect(dateInput.selected).toHaveText("Selected: -")

    // placeholderValue: ↑ on an empty segment starts from it; a text that is no date is refused and named
    await setControl(page, "placeholderValue", "2030-07-20")
    await expect(page).toHaveURL(/placeholderValue=2030-07-20/)
    await expect(dateInput.output("Placeholder")).toHaveText("Placeholder: 2030-07-20")
    await dateInput.segment("year").click()
    await page.keyboard.press("ArrowUp")
    await expect(dateInput.segment("year")).toHaveAttribute("aria-valuenow", "2030")
    await setControl(page, "placeholderValue", "2030-02-30")
    await expect(optionProblems(page)).toContainText("placeholderValue “2030-02-30” is not a real calendar date")
    await expect(page.getByTestId("placeholderValue")).toHaveValue("2030-02-30")
  })

  test("shouldForceLeadingZeros pads month and day; granularity hour adds only the hour", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input?shouldForceLeadingZeros=true")
    await dateInput.segment("month").click()
    await dateInput.typeKeys("3")
    await dateInput.typeKeys("7")
    await dateInput.typeKeys("2025")
    await expect(dateInput.segment("month")).toHaveText("03")
    await expect(dateInput.segment("day")).toHaveText("07")
    await expect(dateInput.selected).toHaveText("Selected: 03/07/2025")

    await setControl(page, "granularity", "hour")
    expect(await dateInput.editableTypes()).toEqual(["month", "day", "year", "hour", "dayPeriod"])
  })

  test("the locale orders the segments; granularity adds the time", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input?locale=de-DE")
    expect(await dateInput.editableTypes()).toEqual(["day", "month", "year"])
    await gotoDemo(page, "/date-input?locale=ja-JP")
    expect(await dateInput.editableTypes()).toEqual(["year", "month", "day"])
    await gotoDemo(page, "/date-input?granularity=second&hourCycle=24")
    expect(await dateInput.editableTypes()).toEqual(["month", "day", "year", "hour", "minute", "second"])
    await setControl(page, "hourCycle", "12")
    await expect(dateInput.segment("dayPeriod")).toBeVisible()
    await setControl(page, "granularity", "minute")
    expect(await dateInput.editableTypes()).toEqual(["month", "day", "year", "hour", "minute", "dayPeriod"])
  })

  test("a date outside min / max is brought within them when the field is left", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input?min=2024-06-10&max=2024-06-20")
    await dateInput.segment("month").click()
    await dateInput.typeKeys("01")
    // zag moves the focus to the next segment a frame after it is full: wait for it, or the next keys land
    // in the segment before (and Tab would move within the field instead of leaving it)
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("01")
    await expect(dateInput.segment("year")).toBeFocused()
    await dateInput.typeKeys("2024")
    await page.keyboard.press("Tab")
    await expect(dateInput.selected).toHaveText("Selected: 6/10/2024")

    await dateInput.segment("day").click()
    await dateInput.typeKeys("25")
    await expect(dateInput.segment("year")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(dateInput.selected).toHaveText("Selected: 6/20/2024")
    await expect(dateInput.segment("day")).toHaveText("20")
  })

  test("min and max that are no dates, or min after max, are refused and named", async ({ page }) => {
    await gotoDemo(page, "/date-input")
    await setControl(page, "min", "2024-02-30")
    await expect(optionProblems(page)).toContainText("min “2024-02-30” is not a real calendar date")
    await setControl(page, "min", "2024-05-01")
    await setControl(page, "max", "2024-04-01")
    await expect(optionProblems(page)).toContainText("min 2024-05-01 is after max 2024-04-01")
    await expect(page.getByTestId("max")).toHaveValue("2024-04-01")
    await openTab(page, "Visualizer")
    const { props } = await readVisualizer(page)
    expect(props.min).toBeUndefined()
    expect(props.max).toBeUndefined()
  })

  test("disabled takes the segments out of the tab order; readOnly keeps them focusable but fixed", async ({
    page,
  }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input?disabled=true")
    await expect(dateInput.segment("month")).toHaveAttribute("aria-disabled", "true")
    await expect(dateInput.segment("month")).not.toHaveAttribute("tabindex")

    await gotoDemo(page, "/date-input?readOnly=true")
    await dateInput.segment("month").focus()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("5")
    await expect(dateInput.segment("month")).toHaveAttribute("data-placeholder-shown", "")
    await expect(dateInput.segment("month")).toHaveAttribute("aria-readonly", "true")
    await expect(dateInput.selected).toHaveText("Selected: -")
  })
})
