import { chooseViewSetting, expect, listeningOutside, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
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
    await expect(picker.day("2026-03-27")).toBeFocused()
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
    await expect(picker.day("2026-04-11")).toHaveAttribute("data-focus", "")
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

test.describe("date picker stories (open-control … format-parse)", () => {
  test("open control: open held at false beats defaultOpen, and asking to open never opens", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/open-control")
    const asked = picker.output.locator("div").nth(1)
    await expect(picker.output.locator("div").first()).toHaveText("Open: no")
    await expect(asked).toHaveText("Asked to open: 0")
    // Must hold: the calendar stays closed (defaultOpen: true lost to open: false)
    await expect(picker.content).toBeHidden()
    await expect(picker.trigger).toHaveAttribute("aria-expanded", "false")

    await picker.trigger.click()
    await expect(asked).toHaveText("Asked to open: 1")
    await expect(picker.content).toBeHidden()
    await expect(picker.trigger).toHaveAttribute("aria-expanded", "false")

    // a click on the field asks too (openOnClick), and so does Enter on the focused trigger
    await picker.input.click()
    await expect(asked).toHaveText("Asked to open: 2")
    await picker.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(asked).toHaveText("Asked to open: 3")
    await expect(picker.content).toBeHidden()
    await expect(picker.output.locator("div").first()).toHaveText("Open: no")

    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).state).not.toBe("open")
  })

  test("multi month: a month grid only, two months at most; a third is added only once one is unselected", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/multi-month")
    const month = (n: number) => picker.portalled("table-cell-trigger", `[data-view="month"][data-value="${n}"]`)
    const note = picker.content.locator(".date-picker-note")
    await expect(picker.output).toHaveText("Selected: -")

    await picker.open()
    // the month view is the only one: no day grid, and the year above the grid switches to nothing
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.portalled("table-cell-trigger", '[data-view="day"]')).toHaveCount(0)
    await expect(picker.viewTrigger("month")).toHaveText("2026")
    await expect(picker.viewTrigger("month")).toBeDisabled()
    await expect(month(3)).toBeFocused()

    await month(1).click()
    await month(4).click()
    await expect(picker.output).toHaveText("Selected: January 2026, April 2026")
    await expect(note).toHaveText("2 of 2 months chosen")
    // Must hold: a third month cannot be added, by click or by keyboard
    await month(7).click()
    await expect(month(7)).not.toHaveAttribute("data-selected")
    await page.keyboard.press("ArrowRight")
    await expect(month(8)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(month(8)).not.toHaveAttribute("data-selected")
    await expect(picker.output).toHaveText("Selected: January 2026, April 2026")
    await expect(picker.content).toBeVisible()

    // unselecting one makes room again, and the selection stays at two
    await month(1).click()
    await expect(picker.output).toHaveText("Selected: April 2026")
    await month(8).click()
    await expect(picker.output).toHaveText("Selected: April 2026, August 2026")
    await expect(month(8)).toHaveAttribute("data-selected", "")
    await picker.view("month").getByRole("button", { name: "Switch to next year" }).click()
    await expect(picker.viewTrigger("month")).toHaveText("2027")
    await month(2).click()
    await expect(picker.output).toHaveText("Selected: April 2026, August 2026")

    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2026-04-01", "2026-08-01"])
  })

  test("trigger only: one button reads the chosen date or “Select date”, opens the calendar and follows the controls", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/trigger-only")
    await expect(picker.input).toHaveCount(0)
    const button = page.getByRole("button", { name: /^Select date/ })
    await expect(button).toHaveText("🗓Select date")
    await expect(button).toHaveAccessibleName("Select date, open calendar")

    await button.click()
    await expect(picker.content).toBeVisible()
    await expect(picker.day("2026-03-15")).toBeFocused()
    await expect(picker.trigger).toHaveAccessibleName("Select date, close calendar")
    await picker.day("2026-03-20").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.trigger).toHaveText("🗓03/20/2026")
    await expect(picker.trigger).toHaveAccessibleName("03/20/2026, open calendar")
    await expect(picker.output).toHaveText("Selected: 03/20/2026")

    // by keyboard: Enter opens on the chosen day, the arrows move, Enter picks
    await picker.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(picker.day("2026-03-20")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.day("2026-03-27")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.content).toBeHidden()
    await expect(picker.trigger).toHaveText("🗓03/27/2026")
    await expect(picker.trigger).toBeFocused()

    // the clear button brings back "Select date"
    await picker.clearTrigger.click()
    await expect(picker.trigger).toHaveText("🗓Select date")
    await expect(picker.output).toHaveText("Selected: -")

    // the controls reach the machine
    await setControl(page, "startOfWeek", 1)
    await picker.open()
    await expect(picker.content.locator("thead th").first()).toHaveAttribute("aria-label", "Monday")
    await page.keyboard.press("Escape")
    await setControl(page, "disabled", true)
    await expect(picker.trigger).toBeDisabled()
  })

  test("unavailable: the booked June 2025 days are struck through and cannot be picked by click, key or typing", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/unavailable")
    const selected = picker.output.locator("div")
    await picker.open()
    await expect(picker.viewTrigger("day")).toHaveText("June 2025")
    await expect(picker.day("2025-06-10")).toBeFocused()
    for (const iso of ["2025-06-01", "2025-06-04", "2025-06-06", "2025-06-09", "2025-06-21", "2025-06-30"])
      await expect(picker.day(iso)).toHaveAttribute("data-unavailable", "")
    for (const iso of ["2025-06-05", "2025-06-10", "2025-06-20"])
      await expect(picker.day(iso)).not.toHaveAttribute("data-unavailable")
    await expect(picker.day("2025-06-21")).toHaveAttribute("aria-label", /^Not available/)

    // a click on a struck-through day (zag marks it aria-disabled) picks nothing and leaves the calendar open
    await picker.day("2025-06-21").click({ force: true })
    await expect(picker.content).toBeVisible()
    await expect(selected).toHaveText("Selected: -")
    // nor does Enter on one
    await picker.day("2025-06-10").focus()
    await page.keyboard.press("ArrowLeft")
    await expect(picker.day("2025-06-09")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.content).toBeVisible()
    await expect(selected).toHaveText("Selected: -")
    // an available one is picked
    await picker.day("2025-06-12").click()
    await expect(picker.content).toBeHidden()
    await expect(selected).toHaveText("Selected: 06/12/2025")

    // typed: Enter refuses an unavailable date, and leaving the field gives the last available one back
    await picker.input.selectText()
    await picker.input.pressSequentially("06/25/2025")
    await page.keyboard.press("Enter")
    await expect(selected).toHaveText("Selected: 06/12/2025")
    await page.getByText("June 2025: only").click()
    await expect(selected).toHaveText("Selected: 06/12/2025")
    await expect(picker.input).toHaveValue("06/12/2025")
    await picker.input.selectText()
    await picker.input.pressSequentially("06/18/2025")
    await page.getByText("June 2025: only").click()
    await expect(selected).toHaveText("Selected: 06/18/2025")

    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2025-06-18"])
  })

  test("week numbers: an inline calendar, Monday first, with a “Wk” column of ISO week numbers", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/week-numbers")
    const header = picker.part("table-cell", '[data-type="week-number"][scope="col"]')
    const weeks = picker.view("day").locator('tbody [data-type="week-number"]')
    await expect(header).toHaveText("Wk")
    await expect(picker.content).toBeVisible()
    await expect(picker.trigger).toHaveCount(0)
    await expect(picker.viewTrigger("day")).toHaveText("March 2026")
    await expect(picker.part("table-header").first()).toHaveAttribute("aria-label", "Monday")
    // 2026's week 1 starts on Monday 29 December 2025, so March's rows are weeks 9 to 14
    await expect(weeks).toHaveText(["9", "10", "11", "12", "13", "14"])
    await expect(page.getByRole("rowheader", { name: "Week 11" })).toBeVisible()

    await picker.day("2026-03-11").click()
    await expect(picker.output).toHaveText("Selected: 03/11/2026")
    await expect(picker.day("2026-03-11")).toHaveAttribute("data-selected", "")

    // across the year: 1 January 2027 is a Friday, in 2026's week 53
    await picker.viewTrigger("day").click()
    await picker.view("month").getByRole("button", { name: "Switch to next year" }).click()
    await picker.part("table-cell-trigger", '[data-view="month"][data-value="1"]').click()
    await expect(picker.viewTrigger("day")).toHaveText("January 2027")
    await expect(weeks).toHaveText(["53", "1", "2", "3", "4"])
    await page.keyboard.press("PageUp")
    await expect(picker.viewTrigger("day")).toHaveText("December 2026")
    await expect(weeks.first()).toHaveText("49")
  })

  test("multiple months: one date from two months side by side, one Prev / Next for both", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/multiple-months")
    const names = picker.content.locator(".date-picker-month-name")
    const rangeText = picker.portalled("range-text")
    await picker.open()
    await expect(picker.tables).toHaveCount(2)
    await expect(names).toHaveText(["March 2026", "April 2026"])
    await expect(picker.portalled("prev-trigger")).toHaveCount(1)
    await expect(picker.portalled("next-trigger")).toHaveCount(1)
    await expect(rangeText).toHaveText("March 2026 – April 2026")

    // a day of the second month is one click away
    await picker.day("2026-04-20").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("04/20/2026")
    await expect(picker.output).toHaveText("Selected: 04/20/2026")

    await picker.open()
    await expect(picker.day("2026-04-20")).toBeFocused()
    await expect(picker.day("2026-04-20")).toHaveAttribute("data-selected", "")
    await picker.portalled("next-trigger").click()
    await expect(names).toHaveText(["May 2026", "June 2026"])
    await expect(rangeText).toHaveText("May 2026 – June 2026")
    await picker.portalled("prev-trigger").click()
    await picker.portalled("prev-trigger").click()
    await expect(names).toHaveText(["January 2026", "February 2026"])
    // the arrows run on from one month into the next
    await picker.day("2026-01-31").click()
    await picker.open()
    await page.keyboard.press("ArrowRight")
    await expect(picker.day("2026-02-01")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.output).toHaveText("Selected: 02/01/2026")
  })

  test("min max (clamp): the day view only, days outside July–September 2025 disabled, typed dates clamped on blur or Enter", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/min-max")
    const selected = picker.output.locator("div")
    const legend = page.getByText("From July 1 to September 30, 2025")

    await picker.open()
    await expect(picker.viewTrigger("day")).toHaveText("July 2025")
    await expect(picker.viewTrigger("day")).toBeDisabled()
    await expect(picker.view("month")).toHaveCount(0)
    await expect(picker.portalled("prev-trigger")).toBeDisabled()
    await expect(picker.day("2025-07-01")).toBeFocused()
    await expect(picker.part("table-cell-trigger", '[data-value="2025-06-30"]')).toHaveAttribute("data-disabled", "")
    await picker.portalled("next-trigger").click()
    await picker.portalled("next-trigger").click()
    await expect(picker.viewTrigger("day")).toHaveText("September 2025")
    await expect(picker.portalled("next-trigger")).toBeDisabled()
    await page.keyboard.press("Escape")

    // typed after the max, then Enter: the max
    await picker.input.fill("")
    await picker.input.pressSequentially("12/25/2025")
    await page.keyboard.press("Enter")
    await expect(picker.input).toHaveValue("09/30/2025")
    await expect(selected).toHaveText("Selected: 09/30/2025")
    // typed before the min, then the field loses focus: the min
    await picker.input.selectText()
    await picker.input.pressSequentially("01/15/2025")
    await legend.click()
    await expect(picker.input).toHaveValue("07/01/2025")
    await expect(selected).toHaveText("Selected: 07/01/2025")
    // within the bounds, as typed
    await picker.input.selectText()
    await picker.input.pressSequentially("08/09/2025")
    await page.keyboard.press("Enter")
    await expect(selected).toHaveText("Selected: 08/09/2025")
  })

  test("composition min max: the full calendar between 2018-03-19 and 2019-02-12 disables the days, months and years outside", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/composition-min-max")
    // today (2026) is after the max: the calendar starts on the max
    await expect(page.getByText("Visible range: February 2019")).toBeVisible()
    await expect(picker.output).toContainText("Selected: -")
    await expect(picker.output).toContainText("Focused: 02/12/2019")

    await picker.open()
    await expect(picker.day("2019-02-12")).toBeFocused()
    await expect(picker.day("2019-02-13")).toHaveAttribute("data-disabled", "")
    await expect(picker.day("2019-02-12")).not.toHaveAttribute("data-disabled")
    await expect(picker.portalled("next-trigger").first()).toBeDisabled()
    await expect(picker.content.locator("thead th").first()).toHaveAttribute("aria-label", "Sunday")
    // the selects: months after February 2019 and years outside 2018–2019 are disabled
    await expect(picker.monthSelect.locator('option[value="3"]')).toBeDisabled()
    await expect(picker.monthSelect.locator('option[value="2"]')).toBeEnabled()
    await expect(picker.yearSelect.locator('option[value="2024"]')).toBeDisabled()
    await expect(picker.yearSelect.locator('option[value="2013"]')).toBeDisabled()
    await expect(picker.yearSelect.locator('option[value="2018"]')).toBeEnabled()

    // the month view of 2018: January and February are before the min
    await picker.yearSelect.selectOption("2018")
    await expect(picker.viewTrigger("day")).toHaveText("March 2018")
    await expect(picker.day("2018-03-18")).toHaveAttribute("data-disabled", "")
    await expect(picker.portalled("prev-trigger").first()).toBeDisabled()
    await picker.viewTrigger("day").click()
    const month = (n: number) => picker.portalled("table-cell-trigger", `[data-view="month"][data-value="${n}"]`)
    await expect(month(2)).toHaveAttribute("data-disabled", "")
    await expect(month(3)).not.toHaveAttribute("data-disabled")
    // the year view: only 2018 and 2019
    await picker.viewTrigger("month").click()
    const year = (n: number) => picker.portalled("table-cell-trigger", `[data-view="year"][data-value="${n}"]`)
    await expect(year(2017)).toHaveAttribute("data-disabled", "")
    await expect(year(2018)).not.toHaveAttribute("data-disabled")
    await expect(year(2019)).not.toHaveAttribute("data-disabled")
    await year(2019).click()
    await expect(picker.view("month")).toBeVisible()
    await expect(month(3)).toHaveAttribute("data-disabled", "")
    await month(1).click()
    await expect(picker.viewTrigger("day")).toHaveText("January 2019")
    await picker.day("2019-01-09").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.output).toContainText("Selected: 01/09/2019")

    // a click outside closes an open calendar (which may cover "Outside Element", flipped above the field)
    await expect(page.getByRole("button", { name: "Outside Element" })).toBeVisible()
    await picker.open()
    await listeningOutside(page)
    await page.locator("main h1").click()
    await expect(picker.content).toBeHidden()
  })

  test("dynamic max: once a start is picked the end can be at most three days later; then there is no max again", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/dynamic-max")
    const [selected, max] = [picker.output.locator("div").first(), picker.output.locator("div").last()]
    await expect(picker.content).toBeVisible()
    await expect(picker.trigger).toHaveCount(0)
    await expect(max).toHaveText("Max: none")
    await expect(picker.day("2026-03-25")).not.toHaveAttribute("data-disabled")

    await picker.day("2026-03-10").click()
    await expect(selected).toHaveText("Selected: 03/10/2026 – …")
    await expect(max).toHaveText("Max: Mar 13, 2026")
    await expect(picker.day("2026-03-13")).not.toHaveAttribute("data-disabled")
    await expect(picker.day("2026-03-14")).toHaveAttribute("data-disabled", "")
    await expect(picker.portalled("next-trigger")).toBeDisabled()
    // a day past the max is not the end
    await picker.day("2026-03-20").click({ force: true })
    await expect(selected).toHaveText("Selected: 03/10/2026 – …")
    await picker.day("2026-03-13").click()
    await expect(selected).toHaveText("Selected: 03/10/2026 – 03/13/2026")
    await expect(max).toHaveText("Max: none")
    await expect(picker.day("2026-03-20")).not.toHaveAttribute("data-disabled")
    await expect(picker.portalled("next-trigger")).toBeEnabled()

    // a new start sets a new max; by keyboard too
    await picker.day("2026-03-20").click()
    await expect(max).toHaveText("Max: Mar 23, 2026")
    await picker.day("2026-03-23").click()
    await expect(selected).toHaveText("Selected: 03/20/2026 – 03/23/2026")
    await expect(max).toHaveText("Max: none")
    await page.keyboard.press("ArrowRight")
    await expect(picker.day("2026-03-24")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(max).toHaveText("Max: Mar 27, 2026")
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight"]) await page.keyboard.press(key)
    // the focus stops at the max
    await expect(picker.day("2026-03-27")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(selected).toHaveText("Selected: 03/24/2026 – 03/27/2026")
  })

  test("format + parse: the field shows and takes dd/mm/yy; dd/mm and dd fill in this month and year", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker/format-parse")
    const [selected, iso] = [picker.output.locator("div").first(), picker.output.locator("div").last()]
    const legend = page.getByText("Type 05/03/26")
    await expect(picker.input).toHaveAttribute("placeholder", "dd/mm/yy")

    await picker.input.pressSequentially("05/03/26")
    await page.keyboard.press("Enter")
    await expect(iso).toHaveText("ISO: 2026-03-05")
    await expect(selected).toHaveText("Selected: 05/03/26")
    await expect(picker.input).toHaveValue("05/03/26")
    // day and month: this year
    await picker.input.selectText()
    await picker.input.pressSequentially("20/04")
    await page.keyboard.press("Enter")
    await expect(iso).toHaveText("ISO: 2026-04-20")
    await expect(picker.input).toHaveValue("20/04/26")
    // the day alone: this month and year, also when the field loses focus
    await picker.input.selectText()
    await picker.input.pressSequentially("7")
    await legend.click()
    await expect(iso).toHaveText("ISO: 2026-03-07")
    await expect(picker.input).toHaveValue("07/03/26")

    // a day picked in the calendar is written as dd/mm/yy
    await picker.open()
    await expect(picker.day("2026-03-07")).toBeFocused()
    await picker.day("2026-03-28").click()
    await expect(picker.input).toHaveValue("28/03/26")
    await expect(iso).toHaveText("ISO: 2026-03-28")
  })
})
