import { chooseViewSetting, expect, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { DatePickerModel } from "@tests/models/date-picker.model"

// Today is Sunday 15 March 2026 in every test (DatePickerModel.goto installs the clock).

test.describe("date picker stories: inline, range calendar, month / year pickers, date time, date input", () => {
  test("inline: the full calendar shows in the page, focused on today; a click selects and it stays open", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/inline")
    await expect(picker.content).toBeVisible()
    await expect(picker.content).toHaveAttribute("data-inline", "")
    await expect(picker.trigger).toHaveCount(0)
    await expect(picker.part("positioner")).toHaveCount(0)
    await expect(picker.main).toContainText("Visible range: March 2026")
    await expect(picker.output).toContainText("Selected: -")
    await expect(picker.output).toContainText("Focused: 03/15/2026")
    await expect(picker.day("2026-03-15")).toHaveAttribute("data-today", "")
    await expect(picker.monthSelect).toHaveValue("3")
    await expect(picker.yearSelect).toHaveValue("2026")

    await picker.day("2026-03-20").click()
    await expect(picker.output).toContainText("Selected: 03/20/2026")
    await expect(picker.input).toHaveValue("03/20/2026")
    await expect(picker.content).toBeVisible()
    await expect(picker.day("2026-03-20")).toHaveAttribute("data-selected", "")

    // by keyboard alone: arrows move the focus, Page Down a month, Enter selects, and the calendar stays
    await expect(picker.day("2026-03-20")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("PageDown")
    await expect(picker.day("2026-04-27")).toBeFocused()
    await expect(picker.main).toContainText("Visible range: April 2026")
    await page.keyboard.press("Enter")
    await expect(picker.output).toContainText("Selected: 04/27/2026")
    await expect(picker.content).toBeVisible()

    // typing a date moves the calendar to it
    await picker.typeAndBlur("12/24/2027")
    await expect(picker.output).toContainText("Selected: 12/24/2027")
    await expect(picker.main).toContainText("Visible range: December 2027")

    // up to the month view and the year view, and down again
    await picker.viewTrigger("day").click()
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.viewTrigger("month")).toHaveText("2027")
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await picker.view("year").getByText("2029", { exact: true }).click()
    await picker.view("month").getByText("Feb", { exact: true }).click()
    await expect(picker.main).toContainText("Visible range: February 2029")

    await picker.clearTrigger.click()
    await expect(picker.output).toContainText("Selected: -")
    await expect(picker.input).toHaveValue("")
  })

  test("inline: its controls reach the machine (start of week, fixed weeks, locale, disabled)", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/inline")
    await expect(picker.view("day").locator("tbody tr")).toHaveCount(5)
    await setControl(page, "startOfWeek", 1)
    await setControl(page, "fixedWeeks", true)
    await expect(picker.view("day").locator("thead th").first()).toHaveAttribute("aria-label", "Monday")
    await expect(picker.view("day").locator("tbody tr")).toHaveCount(6)
    await chooseViewSetting(page, "Locale", "de-DE")
    await expect(picker.view("day").locator("thead th").first()).toHaveAttribute("aria-label", "Montag")
    await picker.day("2026-03-02").click()
    await expect(picker.input).toHaveValue("02.03.2026")
    await setControl(page, "disabled", true)
    await expect(picker.input).toBeDisabled()
    await expect(picker.view("day").locator(picker.selector("table"))).toHaveAttribute("aria-disabled", "true")
    // the day is marked unavailable to the pointer: a click (forced past that mark) changes nothing
    await picker.day("2026-03-05").click({ force: true })
    await expect(picker.output).toContainText("Selected: 02.03.2026")
    await openTab(page, "Visualizer")
    const viz = await readVisualizer(page)
    expect(viz.context.value).toEqual(["2026-03-02"])
  })

  test("composition inline: a calendar alone, no field; its button goes up to months and years and back", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/composition-inline")
    await expect(picker.view("day")).toBeVisible()
    await expect(picker.input).toHaveCount(0)
    await expect(picker.trigger).toHaveCount(0)
    await expect(picker.viewTrigger("day")).toHaveText("March 2026")
    await expect(picker.day("2026-03-15")).toHaveAttribute("data-today", "")

    await picker.viewTrigger("day").click()
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.view("day")).toBeHidden()
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await picker.view("year").getByText("Prev", { exact: true }).click()
    await expect(picker.view("year")).toContainText("2010 - 2021")
    await picker.view("year").getByText("2014", { exact: true }).click()
    await expect(picker.viewTrigger("month")).toHaveText("2014")
    await picker.view("month").getByText("Jul", { exact: true }).click()
    await expect(picker.viewTrigger("day")).toHaveText("July 2014")
    await picker.day("2014-07-04").click()
    await expect(picker.output).toHaveText("Selected: 07/04/2014")
    await expect(picker.view("day")).toBeVisible()
  })

  test("range calendar: hovering the greyed days of other months between the two clicks never turns the month", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/range-calendar")
    await expect(
      picker.main.getByRole("heading", { name: "Inline range · single month · outside days selectable" }),
    ).toBeVisible()
    const visibleRange = picker.main.locator(".date-picker-range-text")
    await expect(visibleRange).toHaveText("Visible range: March 2026")
    // March 2026 runs Sunday 1 to Tuesday 31: its last row ends with 1-4 April, greyed
    const april = (day: number) =>
      picker.part("table-cell-trigger", `[data-view="day"][data-value="2026-04-0${day}"][data-outside-range]`)
    await expect(april(4)).toBeVisible()

    await picker.day("2026-03-10").click()
    await expect(picker.output).toHaveText("Selected: 03/10/2026 - …")
    // Must hold: the pointer over greyed April days previews the range, and March stays
    for (const day of [1, 2, 3, 4, 3, 2]) {
      await april(day).hover()
      await expect(april(day)).toHaveAttribute("data-in-range", "")
      await expect(visibleRange).toHaveText("Visible range: March 2026")
      await expect(picker.day("2026-03-31")).toHaveAttribute("data-in-range", "")
    }
    // and back over March's own days, then out of the grid
    await picker.day("2026-03-20").hover()
    await expect(april(1)).not.toHaveAttribute("data-in-range", "")
    await april(3).hover()
    await expect(visibleRange).toHaveText("Visible range: March 2026")

    // a greyed day can be the end: the click picks it
    await april(3).click()
    await expect(picker.output).toHaveText("Selected: 03/10/2026 - 04/03/2026")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2026-03-10", "2026-04-03"])
  })

  test("range calendar: a greyed day of the month before can start the range; keyboard picks the end", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/range-calendar")
    const visibleRange = picker.main.locator(".date-picker-range-text")
    // April 2026 begins on a Wednesday: 29-31 March lead its first row
    await picker.content.getByRole("button", { name: /next/i }).click()
    await expect(visibleRange).toHaveText("Visible range: April 2026")
    await picker.day("2026-04-20").click()
    const march = (day: number) =>
      picker.part("table-cell-trigger", `[data-view="day"][data-value="2026-03-${day}"][data-outside-range]`)
    for (const day of [31, 30, 29]) {
      await march(day).hover()
      await expect(march(day)).toHaveAttribute("data-in-range", "")
      await expect(visibleRange).toHaveText("Visible range: April 2026")
    }
    await picker.day("2026-04-10").hover()
    await expect(visibleRange).toHaveText("Visible range: April 2026")
    await expect(picker.day("2026-04-10")).toHaveAttribute("data-focus", "")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Enter")
    await expect(picker.output).toHaveText("Selected: 04/11/2026 - 04/20/2026")
  })

  test("month: a month picker in mm/yyyy; the calendar shows months and years, never days", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/month")
    await expect(picker.input).toHaveAttribute("placeholder", "mm/yyyy")
    await expect(page.getByRole("textbox", { name: "Month" })).toBeVisible()
    await expect(picker.output).toHaveText("Selected: -")

    await picker.open()
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.view("day")).toHaveCount(0)
    await expect(picker.viewTrigger("month")).toHaveText("2026")
    await picker.view("month").getByText("Jun", { exact: true }).click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("06/2026")
    await expect(picker.output).toHaveText("Selected: 06/2026")

    // typed: one or two digits of month, a slash, four of year
    await typeAndEnter(picker, "3/2027")
    await expect(picker.input).toHaveValue("03/2027")
    await picker.open()
    await expect(picker.viewTrigger("month")).toHaveText("2027")
    await expect(monthCell(picker, "Mar")).toHaveAttribute("data-selected", "")

    // up to the years and down again
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await picker.view("year").getByText("2029", { exact: true }).click()
    await expect(picker.viewTrigger("month")).toHaveText("2029")
    // by keyboard: the arrows move over the months, Enter picks one and closes
    // (the focus keeps its month, March, in the year picked)
    await expect(monthCell(picker, "Mar")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(monthCell(picker, "Apr")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toHaveText("Selected: 04/2029")
  })

  test("year: a year picker; two typed digits are a year of this century", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/year")
    await expect(picker.input).toHaveAttribute("placeholder", "yyyy")
    await picker.open()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await expect(picker.view("month")).toHaveCount(0)
    await picker.view("year").getByText("2024", { exact: true }).click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("2024")
    await expect(picker.output).toHaveText("Selected: 2024")

    await typeAndEnter(picker, "31")
    await expect(picker.input).toHaveValue("2031")
    await typeAndEnter(picker, "99")
    await expect(picker.input).toHaveValue("2099")
    await typeAndEnter(picker, "1987")
    await expect(picker.output).toHaveText("Selected: 1987")
    await picker.open()
    await expect(picker.view("year")).toContainText("1980 - 1991")
    await expect(yearCell(picker, "1987")).toHaveAttribute("data-selected", "")
    await picker.view("year").getByText("Next", { exact: true }).click()
    await expect(picker.view("year")).toContainText("1990 - 2001")
  })

  test("month + range: two mm/yyyy fields; two month clicks make the range, the pointer previews it", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/month-range")
    await expect(page.getByRole("textbox", { name: "Start month" })).toBeVisible()
    await expect(page.getByRole("textbox", { name: "End month" })).toBeVisible()
    await picker.open()
    await expect(picker.view("month")).toBeVisible()
    await monthCell(picker, "Mar").click()
    await expect(picker.output).toHaveText("Selected: 03/2026 - …")
    await monthCell(picker, "Jun").hover()
    await expect(monthCell(picker, "Apr")).toHaveAttribute("data-in-range", "")
    await expect(monthCell(picker, "Jul")).not.toHaveAttribute("data-in-range", "")
    await monthCell(picker, "Jun").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toHaveText("Selected: 03/2026 - 06/2026")
    await expect(picker.input.nth(0)).toHaveValue("03/2026")
    await expect(picker.input.nth(1)).toHaveValue("06/2026")

    // the end typed: the range follows
    await picker.input.nth(1).selectText()
    await picker.input.nth(1).pressSequentially("11/2026")
    await picker.input.nth(1).press("Enter")
    await expect(picker.output).toHaveText("Selected: 03/2026 - 11/2026")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2026-03-01", "2026-11-01"])
  })

  test("year + range: two yyyy fields; the calendar opens on the years", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/year-range")
    await expect(page.getByRole("textbox", { name: "Start year" })).toBeVisible()
    await picker.open()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await yearCell(picker, "2022").click()
    await yearCell(picker, "2025").hover()
    await expect(yearCell(picker, "2024")).toHaveAttribute("data-in-range", "")
    await picker.view("year").getByText("Next", { exact: true }).click()
    await expect(picker.view("year")).toContainText("2030 - 2041")
    await yearCell(picker, "2034").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toHaveText("Selected: 2022 - 2034")
    await expect(picker.input.nth(0)).toHaveValue("2022")
    await expect(picker.input.nth(1)).toHaveValue("2034")
  })

  test("date time: the calendar stays open on a pick, its Time field sets the hours and minutes", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/date-time")
    await expect(page.getByRole("heading", { name: "Date-Time Picker Example" })).toBeVisible()
    const open = page.getByRole("button", { name: "Select Date & Time" })
    const clear = page.getByRole("button", { name: "Clear", exact: true })
    const time = page.getByLabel("Time:")
    await expect(clear).toBeHidden()
    await expect(picker.output).toHaveText("Value: -Has time: no")

    await open.click()
    await expect(picker.content).toBeVisible()
    await expect(time).toBeDisabled()
    await picker.day("2026-03-20").click()
    await expect(picker.content).toBeVisible()
    await expect(picker.output).toHaveText("Value: 2026-03-20Has time: no")
    await time.fill("14:30")
    await expect(picker.output).toHaveText("Value: 2026-03-20T14:30:00Has time: yes")
    // another day keeps the time
    await picker.day("2026-03-22").click()
    await expect(picker.output).toHaveText("Value: 2026-03-22T14:30:00Has time: yes")
    await expect(time).toHaveValue("14:30")
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await expect(open).toBeFocused()

    await clear.click()
    await expect(picker.output).toHaveText("Value: -Has time: no")
    await open.click()
    await expect(time).toHaveValue("")
  })

  test("date input: the typed field and the calendar share one date", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/date-input-date-picker")
    const segment = (type: string) =>
      page.locator(`main [data-scope="date-input"][data-part="segment"][data-type="${type}"]`)
    await expect(page.getByRole("group", { name: "Date" })).toBeVisible()
    await expect(picker.output).toHaveText("Selected: -")

    // typed: the calendar opens on it, selected
    await segment("month").click()
    await page.keyboard.type("03152025")
    await expect(picker.output).toHaveText("Selected: 2025-03-15")
    await picker.open()
    await expect(picker.monthSelect).toHaveValue("3")
    await expect(picker.yearSelect).toHaveValue("2025")
    await expect(picker.day("2025-03-15")).toHaveAttribute("data-selected", "")
    await expect(picker.view("month")).toHaveCount(0)

    // clicked: the field shows it
    await picker.monthSelect.selectOption("7")
    await picker.day("2025-07-04").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toHaveText("Selected: 2025-07-04")
    await expect(segment("month")).toHaveText("7")
    await expect(segment("day")).toHaveText("4")
    await expect(segment("year")).toHaveText("2025")

    // a segment stepped by key moves the calendar's selection too
    await segment("day").click()
    await page.keyboard.press("ArrowUp")
    await expect(picker.output).toHaveText("Selected: 2025-07-05")
    await picker.open()
    await expect(picker.day("2025-07-05")).toHaveAttribute("data-selected", "")
    await page.keyboard.press("Escape")

    await page.getByRole("button", { name: "Clear", exact: true }).click()
    await expect(picker.output).toHaveText("Selected: -")
    await expect(segment("month")).toHaveAttribute("data-placeholder-shown", "")
    await openTab(page, "Visualizer")
    await expect(page.locator(".viz summary")).toHaveText(["Date Input", "Date Picker"])
  })

  test("custom calendar: a Persian calendar in fa-IR, right to left; typed Persian digits are taken", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/custom-calendar")
    await expect(page.getByRole("textbox", { name: "تاریخ" })).toBeVisible()
    await expect(picker.root).toHaveAttribute("dir", "rtl")
    // 15 March 2026 is 24 Esfand 1404
    await expect(picker.output).toContainText("Focused: ۱۴۰۴/۱۲/۲۴")

    await picker.input.click()
    await page.keyboard.type("۱۴۰۳/۹/۱۲")
    await expect(picker.input).toHaveValue("۱۴۰۳/۹/۱۲")
    await page.keyboard.press("Enter")
    await expect(picker.output).toContainText("Selected: ۱۴۰۳/۰۹/۱۲")
    await expect(picker.input).toHaveValue("۱۴۰۳/۰۹/۱۲")

    // the calendar opens on Azar 1403, the day selected (2 December 2024), its numbers in Persian digits
    await picker.open()
    await expect(picker.day("2024-12-02")).toHaveAttribute("data-selected", "")
    await expect(picker.day("2024-12-02")).toHaveText("۱۲")
    await expect(picker.viewTrigger("day")).toHaveText("۱۴۰۳ آذر")
    await expect(picker.yearSelect).toHaveValue("1403")
    await picker.viewTrigger("day").click()
    await expect(picker.viewTrigger("month")).toHaveText("۱۴۰۳")
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("۱۴۰۰ - ۱۴۱۱")
    await picker.view("year").getByText("۱۴۰۵", { exact: true }).click()
    await picker.view("month").getByText("فروردین", { exact: true }).click()
    await picker.day("2026-03-21").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toContainText("Selected: ۱۴۰۵/۰۱/۰۱")

    // Latin digits do too; 1403 is a leap year of the Persian calendar, whose Esfand has a 30th day
    await picker.input.selectText()
    await page.keyboard.type("1403/12/30")
    await page.keyboard.press("Enter")
    await expect(picker.output).toContainText("Selected: ۱۴۰۳/۱۲/۳۰")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2025-03-20"])
  })
})

/** A month cell of the open calendar by its short name. */
const monthCell = (picker: DatePickerModel, name: string) =>
  picker
    .view("month")
    .locator(picker.selector("table-cell-trigger"))
    .filter({ hasText: new RegExp(`^${name}$`) })

const yearCell = (picker: DatePickerModel, year: string) =>
  picker
    .view("year")
    .locator(picker.selector("table-cell-trigger"))
    .filter({ hasText: new RegExp(`^${year}$`) })

/** Types over the field's text as a person does (select it, type) and commits it with Enter. */
async function typeAndEnter(picker: DatePickerModel, text: string) {
  await picker.input.selectText()
  await picker.input.pressSequentially(text)
  await picker.input.press("Enter")
}
