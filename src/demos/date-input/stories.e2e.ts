import { expect, gotoDemo, openTab, readVisualizer, test } from "@tests/fixtures"
import { toggleControl } from "@tests/models/controls"
import { DateInputModel } from "@tests/models/date-input.model"

test.describe("date input stories", () => {
  test("controlled: typed dates land in React state, which the field and the echo show", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/controlled")
    await expect(page.getByRole("group", { name: "Date" })).toBeVisible()
    await expect(dateInput.output()).toHaveText("Controlled value: -")

    await dateInput.segment("month").click()
    await dateInput.typeKeys("12")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("25")
    await expect(dateInput.segment("year")).toBeFocused()
    await dateInput.typeKeys("2024")
    await expect(dateInput.output()).toHaveText("Controlled value: 2024-12-25")

    // a step of a segment is a new complete date, so React hears of it too
    await dateInput.segment("day").click()
    await page.keyboard.press("ArrowUp")
    await expect(dateInput.output()).toHaveText("Controlled value: 2024-12-26")
    await expect(dateInput.segment("day")).toHaveText("26")
    await page.keyboard.press("ArrowLeft")
    await expect(dateInput.segment("month")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(dateInput.output()).toHaveText("Controlled value: 2024-11-26")

    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2024-11-26"])
  })

  test("time only: an hour and a minute segment on a 24-hour clock, no date and no AM/PM", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/time-only")
    await expect(page.getByRole("group", { name: "Time" })).toBeVisible()
    expect(await dateInput.editableTypes()).toEqual(["hour", "minute"])
    await expect(dateInput.output()).toHaveText("Selected: -")

    await dateInput.segment("hour").click()
    await dateInput.typeKeys("14")
    await expect(dateInput.segment("minute")).toBeFocused()
    await dateInput.typeKeys("30")
    await expect(dateInput.output()).toHaveText("Selected: 14:30")
    await expect(dateInput.segment("hour")).toHaveAttribute("aria-valuemax", "23")

    // afternoon hours stay as typed; ↑ on the hour wraps from 23 to 0
    await dateInput.segment("hour").click()
    await dateInput.typeKeys("23")
    await expect(dateInput.output()).toHaveText("Selected: 23:30")
    await dateInput.segment("hour").click()
    await page.keyboard.press("ArrowUp")
    await expect(dateInput.output()).toHaveText("Selected: 00:30")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("End")
    await expect(dateInput.output()).toHaveText("Selected: 00:59")

    // a cleared minute leaves the time incomplete
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Backspace")
    await expect(dateInput.segment("minute")).toHaveAttribute("data-placeholder-shown", "")
    await expect(dateInput.output()).toHaveText("Selected: -")
    await expect(dateInput.segment("hour")).toHaveText("00")
  })

  test("time only (controlled): the typed time lands in React state and echoes below", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/time-only-controlled")
    await expect(page.getByRole("group", { name: "Time" })).toBeVisible()
    expect(await dateInput.editableTypes()).toEqual(["hour", "minute"])
    await expect(dateInput.output()).toHaveText("Controlled value: -")

    await dateInput.segment("hour").click()
    await dateInput.typeKeys("09")
    await expect(dateInput.segment("minute")).toBeFocused()
    // one digit of the minute is not yet a time
    await dateInput.typeKeys("0")
    await expect(dateInput.output()).toHaveText("Controlled value: -")
    await dateInput.typeKeys("5")
    await expect(dateInput.output()).toHaveText("Controlled value: 09:05")

    await page.keyboard.press("ArrowUp")
    await expect(dateInput.output()).toHaveText("Controlled value: 09:06")
    await page.keyboard.press("ArrowLeft")
    await expect(dateInput.segment("hour")).toBeFocused()
    await dateInput.typeKeys("18")
    await expect(dateInput.output()).toHaveText("Controlled value: 18:06")
    await expect(dateInput.segment("hour")).toHaveText("18")
  })

  test("hour cycle: en-US forced to 24 hours has no AM/PM segment; afternoon hours are typed as such", async ({
    page,
  }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/hour-cycle")
    await expect(page.getByRole("group", { name: "Appointment time" })).toBeVisible()
    expect(await dateInput.editableTypes()).toEqual(["month", "day", "year", "hour", "minute"])
    await expect(dateInput.segment("dayPeriod")).toHaveCount(0)
    await expect(dateInput.segment("hour")).toHaveAttribute("aria-valuemax", "23")

    await dateInput.segment("month").click()
    await dateInput.typeKeys("3")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("15")
    await expect(dateInput.segment("year")).toBeFocused()
    await dateInput.typeKeys("2025")
    await expect(dateInput.segment("hour")).toBeFocused()
    await dateInput.typeKeys("17")
    await expect(dateInput.segment("minute")).toBeFocused()
    await dateInput.typeKeys("45")
    await expect(dateInput.output()).toHaveText("Selected: 3/15/2025, 17:45")
    await expect(dateInput.segment("hour")).toHaveText("17")

    // ↑ from 23 goes round to 0, still on a 24-hour clock
    await dateInput.segment("hour").click()
    await page.keyboard.press("End")
    await expect(dateInput.output()).toHaveText("Selected: 3/15/2025, 23:45")
    await page.keyboard.press("ArrowUp")
    await expect(dateInput.output()).toHaveText("Selected: 3/15/2025, 00:45")
  })

  test("timezone: a Los Angeles meeting with a read-only zone segment, which the checkbox hides", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/timezone")
    await expect(page.getByRole("group", { name: "Meeting time" })).toBeVisible()
    const zone = dateInput.segment("timeZoneName")
    await expect(zone).toHaveText("PST")
    await expect(zone).toHaveAttribute("aria-readonly", "true")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/3/2025, 8:45 AM PST")
    await expect(dateInput.output("Value")).toHaveText("Value: 2025-02-03T08:45:00-08:00[America/Los_Angeles]")

    // the zone is read-only: keys on it change nothing
    await zone.click()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("5")
    await expect(zone).toHaveText("PST")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/3/2025, 8:45 AM PST")

    await dateInput.segment("hour").click()
    await dateInput.typeKeys("10")
    await expect(dateInput.segment("minute")).toBeFocused()
    await dateInput.typeKeys("15")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/3/2025, 10:15 AM PST")

    // a summer date is in daylight time: the zone segment follows
    await dateInput.segment("month").click()
    await dateInput.typeKeys("7")
    await expect(zone).toHaveText("PDT")
    await expect(dateInput.output("Value")).toHaveText("Value: 2025-07-03T10:15:00-07:00[America/Los_Angeles]")

    const hide = page.getByRole("checkbox", { name: "Hide time zone" })
    await hide.check()
    await expect(page.getByTestId("hide-tz")).toBeChecked()
    await expect(zone).toHaveCount(0)
    await expect(dateInput.output("Selected")).toHaveText("Selected: 7/3/2025, 10:15 AM")
    expect(await dateInput.editableTypes()).toEqual(["month", "day", "year", "hour", "minute", "dayPeriod"])
    // the value keeps its zone
    await expect(dateInput.output("Value")).toHaveText("Value: 2025-07-03T10:15:00-07:00[America/Los_Angeles]")
    await hide.uncheck()
    await expect(zone).toHaveText("PDT")
  })

  test("min max: a complete segment or leaving the field brings the date within bounds; typing never resets the rest", async ({
    page,
  }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/min-max")
    await expect(page.getByRole("group", { name: "Date (min: 2000-01-01, max: 2030-12-31)" })).toBeVisible()
    await expect(dateInput.output("Selected")).toHaveText("Selected: -")
    await expect(dateInput.output("Placeholder")).toHaveText(/^Placeholder: \d{4}-\d{2}-\d{2}$/)
    await expect(dateInput.output("Editing")).toHaveText("Editing: -")

    await dateInput.segment("month").click()
    await dateInput.typeKeys("2")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("22")
    await expect(dateInput.segment("year")).toBeFocused()
    // a year on its way (1, 19, 199) is no reason to touch the month or the day
    await dateInput.typeKeys("199")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 2/22/199")
    await expect(dateInput.output("Selected")).toHaveText("Selected: -")
    await dateInput.typeKeys("0")
    // 1990 is complete and before the minimum: its year comes up to 2000, the month and day stay
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/22/2000")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 2/22/2000")
    await expect(dateInput.segment("year")).toHaveText("2000")

    // Backspace takes digits off the year only; the date held stays
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Backspace")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 2/22/20")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/22/2000")
    await expect(dateInput.segment("month")).toHaveText("2")
    await expect(dateInput.segment("day")).toHaveText("22")
    await dateInput.typeKeys("45")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 2/22/2030")
    await expect(dateInput.segment("year")).toHaveText("2030")

    // within the bounds, a date is kept as typed
    await dateInput.segment("month").click()
    await dateInput.typeKeys("12")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 12/22/2030")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("31")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 12/31/2030")
  })

  test("min max: a short year left behind is brought within bounds when the field loses focus", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/min-max")
    await dateInput.segment("month").click()
    // "1" could start 10, 11 or 12: "01" is the whole month
    await dateInput.typeKeys("01")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("5")
    await expect(dateInput.segment("year")).toBeFocused()
    await dateInput.typeKeys("19")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 1/5/19")
    await expect(dateInput.output("Selected")).toHaveText("Selected: -")
    await page.keyboard.press("Tab")
    await expect(dateInput.segment("year")).not.toBeFocused()
    await expect(dateInput.output("Selected")).toHaveText("Selected: 1/5/2000")
    await expect(dateInput.output("Editing")).toHaveText("Editing: 1/5/2000")
    await expect(dateInput.segment("month")).toHaveText("1")
  })

  test("range: a start and an end group; typing and → run from the start into the end", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/range")
    await expect(page.getByRole("group", { name: "Date Range" })).toBeVisible()
    await expect(page.getByRole("group", { name: "End date" })).toBeVisible()
    await expect(dateInput.part("hidden-input")).toHaveCount(2)
    await expect(dateInput.output("Selected")).toHaveText("Selected: -")
    await expect(dateInput.output("Editing input 1")).toHaveText("Editing input 1: -")
    await expect(dateInput.output("Editing input 2")).toHaveText("Editing input 2: -")

    await dateInput.groupSegment(0, "month").click()
    await dateInput.typeKeys("3")
    await expect(dateInput.groupSegment(0, "day")).toBeFocused()
    await dateInput.typeKeys("15")
    await expect(dateInput.groupSegment(0, "year")).toBeFocused()
    await dateInput.typeKeys("202")
    await expect(dateInput.output("Editing input 1")).toHaveText("Editing input 1: 3/15/202")
    await dateInput.typeKeys("5")
    // the start is complete: typing runs on into the end group
    await expect(dateInput.groupSegment(1, "month")).toBeFocused()
    await expect(dateInput.output("Editing input 1")).toHaveText("Editing input 1: 3/15/2025")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 3/15/2025 - -")
    await expect(dateInput.part("hidden-input").first()).toHaveValue("3/15/2025")

    // → from the start's last segment enters the end group, ← goes back
    await dateInput.groupSegment(0, "year").click()
    await page.keyboard.press("ArrowRight")
    await expect(dateInput.groupSegment(1, "month")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(dateInput.groupSegment(0, "year")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(dateInput.groupSegment(1, "month")).toBeFocused()

    await dateInput.typeKeys("3")
    await expect(dateInput.groupSegment(1, "day")).toBeFocused()
    await dateInput.typeKeys("22")
    await expect(dateInput.output("Editing input 2")).toHaveText("Editing input 2: 3/22/yyyy")
    await expect(dateInput.groupSegment(1, "year")).toBeFocused()
    await dateInput.typeKeys("2025")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 3/15/2025 - 3/22/2025")
    await expect(dateInput.output("Editing input 2")).toHaveText("Editing input 2: 3/22/2025")
    await expect(dateInput.part("hidden-input").nth(1)).toHaveValue("3/22/2025")
    // the start stayed as typed
    await expect(dateInput.groupSegment(0, "day")).toHaveText("15")

    // read-only: the segments still take focus but keys change nothing
    await openTab(page, "Controls")
    await toggleControl(page, "readOnly", true)
    await dateInput.groupSegment(1, "day").click()
    await page.keyboard.press("ArrowUp")
    await dateInput.typeKeys("9")
    await expect(dateInput.groupSegment(1, "day")).toHaveText("22")
    await expect(dateInput.output("Selected")).toHaveText("Selected: 3/15/2025 - 3/22/2025")
  })

  test("custom calendar: a Persian date in fa-IR, typed segment by segment", async ({ page }) => {
    const dateInput = new DateInputModel(page)
    await gotoDemo(page, "/date-input/custom-calendar")
    await expect(page.getByRole("group", { name: "تاریخ" })).toBeVisible()
    // the Persian order: year / month / day
    expect(await dateInput.editableTypes()).toEqual(["year", "month", "day"])
    await expect(dateInput.output("Selected")).toHaveText("Selected: -")
    await expect(dateInput.output("Placeholder")).toHaveText(/^Placeholder: [۰-۹]{4}\/[۰-۹]{1,2}\/[۰-۹]{1,2}$/)

    await dateInput.segment("year").click()
    await dateInput.typeKeys("1403")
    await expect(dateInput.segment("month")).toBeFocused()
    await dateInput.typeKeys("9")
    await expect(dateInput.segment("day")).toBeFocused()
    await dateInput.typeKeys("12")
    await expect(dateInput.output("Selected")).toHaveText("Selected: ۱۴۰۳/۹/۱۲")
    await expect(dateInput.segment("year")).toHaveText("۱۴۰۳")
    await expect(dateInput.part("hidden-input")).toHaveValue("۱۴۰۳/۹/۱۲")

    // zag holds the same day in Gregorian terms: 12 Azar 1403 is 2 December 2024
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2024-12-02"])
  })
})

test("a visit on another day than the build hydrates without a mismatch: the placeholder date is the visit's", async ({
  page,
}) => {
  const dateInput = new DateInputModel(page)
  await page.clock.setFixedTime(new Date("2029-06-15T10:00:00"))
  await gotoDemo(page, "/date-input/min-max")
  await expect(dateInput.output("Placeholder")).toHaveText("Placeholder: 2029-06-15")
  await gotoDemo(page, "/date-input/custom-calendar")
  // 25 Khordad 1408 in the Persian calendar, in Persian digits
  await expect(dateInput.output("Placeholder")).toContainText("۱۴۰۸")
})
