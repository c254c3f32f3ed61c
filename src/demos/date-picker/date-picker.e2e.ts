import {
  chooseViewSetting,
  expect,
  gotoDemo,
  openTab,
  readVisualizer,
  setControl,
  test,
  listeningOutside,
  optionProblems,
} from "@tests/fixtures"
import { DatePickerModel } from "@tests/models/date-picker.model"

test.describe("date picker (single)", () => {
  test.beforeEach(async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker")
  })

  test("shows today, opens on the trigger, a day click selects and closes; Escape and outside click close", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await expect(page.locator("main")).toContainText("Visible range: March 2026")
    await expect(picker.output).toContainText("Selected: -")
    await expect(picker.output).toContainText("Focused: 03/15/2026")
    await expect(picker.content).toBeHidden()

    await picker.open()
    await expect(picker.monthSelect).toHaveValue("3")
    await expect(picker.day("2026-03-15")).toHaveAttribute("data-today", "")
    await expect(picker.day("2026-03-15")).toBeFocused()
    await expect(picker.view("day").getByRole("button", { name: /next/i })).toHaveText("Next")

    await picker.day("2026-03-20").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("03/20/2026")
    await expect(picker.output).toContainText("Selected: 03/20/2026")
    await expect(picker.output).toContainText("Focused: 03/20/2026")

    await picker.open()
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await picker.open()
    await listeningOutside(page)
    await page.getByRole("button", { name: "Outside Element" }).click()
    await expect(picker.content).toBeHidden()

    // the clear button empties the value
    await picker.clearTrigger.click()
    await expect(picker.input).toHaveValue("")
    await expect(picker.output).toContainText("Selected: -")
  })

  test("keyboard: arrows, Page Up/Down, Home/End and Enter", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.open()
    await expect(picker.day("2026-03-15")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(picker.day("2026-03-16")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.day("2026-03-23")).toBeFocused()
    await page.keyboard.press("PageDown")
    await expect(picker.day("2026-04-23")).toBeFocused()
    await expect(page.locator("main")).toContainText("Visible range: April 2026")
    await page.keyboard.press("PageUp")
    await page.keyboard.press("Home")
    await expect(picker.day("2026-03-01")).toBeFocused()
    await page.keyboard.press("End")
    await expect(picker.day("2026-03-31")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toHaveValue("03/31/2026")
  })

  test("day, month and year views: Prev / Next and drilling down", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.open()
    await picker.view("day").getByText("Next", { exact: true }).click()
    await expect(page.locator("main")).toContainText("Visible range: April 2026")
    await picker.view("day").getByText("Prev", { exact: true }).click()
    await picker.view("day").getByText("Prev", { exact: true }).click()
    await expect(page.locator("main")).toContainText("Visible range: February 2026")

    // the view trigger goes up to the month view: a 4-column grid of short month names
    await picker.viewTrigger("day").click()
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.view("day")).toBeHidden()
    const monthRows = picker.view("month").locator("tbody tr")
    await expect(monthRows).toHaveCount(3)
    await expect(monthRows.first().locator("td")).toHaveText(["Jan", "Feb", "Mar", "Apr"])
    await picker.view("month").getByText("Next", { exact: true }).click()
    await expect(picker.viewTrigger("month")).toHaveText("2027")

    // and up again to the year view: 12 years per page, 4 columns
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await picker.view("year").getByText("Next", { exact: true }).click()
    await expect(picker.view("year")).toContainText("2030 - 2041")

    // a year cell drills down to the month view, a month cell to the day view
    await picker.view("year").getByText("2033", { exact: true }).click()
    await expect(picker.view("month")).toBeVisible()
    await expect(picker.viewTrigger("month")).toHaveText("2033")
    await picker.view("month").getByText("Jun", { exact: true }).click()
    await expect(picker.view("day")).toBeVisible()
    await expect(page.locator("main")).toContainText("Visible range: June 2033")

    // the selects jump straight to a month and year
    await picker.monthSelect.selectOption("9")
    await picker.yearSelect.selectOption("1999")
    await expect(page.locator("main")).toContainText("Visible range: September 1999")
  })

  test("typed dates parse in the locale's order with the two-digit year rule", async ({ page }) => {
    const picker = new DatePickerModel(page)
    // en-US: month/day/year; two-digit years go to this century unless that is more than 10 years ahead
    await picker.typeAndBlur("4/5/26")
    await expect(picker.input).toHaveValue("04/05/2026")
    await picker.typeAndBlur("12/31/36")
    await expect(picker.input).toHaveValue("12/31/2036")
    await picker.typeAndBlur("1/2/37")
    await expect(picker.input).toHaveValue("01/02/1937")

    // only digits and the separator get in
    await picker.input.fill("")
    await picker.input.pressSequentially("ab-c")
    await expect(picker.input).toHaveValue("")
    // the cleared value reaches the field a frame later (see typeAndBlur)
    await page.evaluate(() => new Promise(requestAnimationFrame))

    // day above 31 or month above 12: not a date, so blur falls back to the focused date
    // (while typing, "3/4" was still a date and moved the focus to 4 March of this year)
    await picker.typeAndBlur("3/40/2026")
    await expect(picker.input).toHaveValue("03/04/2026")
    await expect(picker.output).toContainText("Focused: 03/04/2026")
    // "1" alone read as January (day and year from today); "13" is no month
    await picker.typeAndBlur("13/10/2026")
    await expect(picker.input).toHaveValue("01/15/2026")

    // en-GB reads day/month/year
    await chooseViewSetting(page, "Locale", "en-GB")
    await picker.typeAndBlur("5/4/26")
    await expect(picker.input).toHaveValue("05/04/2026")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2026-04-05"])
  })

  test("min and max clamp the selection and disable the days outside; the Controls panel refuses bad values", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    await setControl(page, "min", "2026-03-10")
    await setControl(page, "max", "2026-03-20")
    await expect(page).toHaveURL(/min=2026-03-10/)

    await picker.open()
    await expect(picker.day("2026-03-09")).toHaveAttribute("aria-disabled", "true")
    await expect(picker.day("2026-03-21")).toHaveAttribute("aria-disabled", "true")
    await expect(picker.day("2026-03-10")).not.toHaveAttribute("aria-disabled", "true")
    await picker.day("2026-03-05").click({ force: true })
    await expect(picker.output).toContainText("Selected: -")
    await page.keyboard.press("Escape")

    await picker.typeAndBlur("03/28/2026")
    await expect(picker.input).toHaveValue("03/20/2026")
    await picker.typeAndBlur("01/02/2026")
    await expect(picker.input).toHaveValue("03/10/2026")

    await setControl(page, "max", "someday")
    await expect(optionProblems(page)).toContainText("max “someday” is not a date in the form YYYY-MM-DD")
    // what the user typed stays in the field
    await expect(page.getByTestId("max")).toHaveValue("someday")
    await setControl(page, "max", "2026-02-30")
    await expect(optionProblems(page)).toContainText("not a real calendar date")
    await setControl(page, "max", "2026-01-01")
    await expect(optionProblems(page)).toContainText("min 2026-03-10 is after max 2026-01-01")
    // both bounds are dropped: the days before 10 March are selectable again
    await picker.open()
    await expect(picker.day("2026-03-05")).not.toHaveAttribute("aria-disabled", "true")
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0)
  })

  test("controls: locale, start of week, fixed weeks, disabled", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.open()
    await expect(picker.view("day").locator("tbody tr")).toHaveCount(5)
    await expect(picker.view("day").locator("thead th").first()).toHaveAttribute("aria-label", "Sunday")
    await page.keyboard.press("Escape")

    await setControl(page, "startOfWeek", 1)
    await setControl(page, "fixedWeeks", true)
    await chooseViewSetting(page, "Locale", "de-DE")
    await picker.open()
    await expect(picker.view("day").locator("thead th").first()).toHaveAttribute("aria-label", "Montag")
    await expect(picker.view("day").locator("tbody tr")).toHaveCount(6)
    await picker.day("2026-03-02").click()
    await expect(picker.input).toHaveValue("02.03.2026")

    await setControl(page, "disabled", true)
    await expect(picker.input).toBeDisabled()
    await expect(picker.trigger).toBeDisabled()
  })

  test("openOnClick: a click in the field opens the calendar; in cs-CZ a typed 28.02.2024 commits on Enter", async ({
    page,
  }) => {
    const picker = new DatePickerModel(page)
    // off by default: a click in the field only puts the caret there
    await picker.input.click()
    await expect(picker.input).toBeFocused()
    await expect(picker.content).toBeHidden()

    await setControl(page, "openOnClick", true)
    await expect(page).toHaveURL(/openOnClick=true/)
    await picker.input.click()
    await expect(picker.content).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()

    await chooseViewSetting(page, "Locale", "cs-CZ")
    await picker.input.click()
    await expect(picker.content).toBeVisible()
    await picker.input.selectText()
    await picker.input.pressSequentially("28.02.2024")
    await page.keyboard.press("Enter")
    await expect(picker.output).toContainText("Selected: 28. 02. 2024")
    await expect(picker.input).toHaveValue("28. 02. 2024")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2024-02-28"])
  })

  test("the year select offers 1900-2100, the years outside min / max disabled", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.open()
    await expect(picker.yearOptions()).toHaveCount(201)
    await expect(picker.yearOptions().first()).toHaveText("1900")
    await expect(picker.yearOptions().last()).toHaveText("2100")
    await expect(picker.yearOptions().last()).toBeEnabled()
    await page.keyboard.press("Escape")

    await setControl(page, "min", "2025-06-01")
    await setControl(page, "max", "2026-03-20")
    await picker.open()
    await expect(picker.yearOptions()).toHaveCount(201)
    await expect(picker.yearOptions("2024")).toBeDisabled()
    await expect(picker.yearOptions("2025")).toBeEnabled()
    await expect(picker.yearOptions("2026")).toBeEnabled()
    await expect(picker.yearOptions("2027")).toBeDisabled()
  })

  test("the year view shows 12 years per page in rows of 4, stepping by a decade", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.open()
    await picker.viewTrigger("day").click()
    await picker.viewTrigger("month").click()
    await expect(picker.view("year")).toContainText("2020 - 2031")
    await expect(picker.view("year").locator("tbody td")).toHaveCount(12)
    await expect(picker.view("year").locator("tbody tr")).toHaveCount(3)
    await expect(picker.view("year").locator("tbody tr").first().locator("td")).toHaveText([
      "2020",
      "2021",
      "2022",
      "2023",
    ])
    await expect(picker.view("year").locator("tbody tr").last().locator("td")).toHaveText([
      "2028",
      "2029",
      "2030",
      "2031",
    ])
    await picker.view("year").getByText("Prev", { exact: true }).click()
    await expect(picker.view("year")).toContainText("2010 - 2021")
  })
})

test("a visit on another day than the build hydrates without a mismatch and shows that day's month", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date("2031-02-15T10:00:00"))
  await gotoDemo(page, "/date-picker")
  await expect(page.locator("main")).toContainText("Visible range: February 2031")
  await expect(page.locator("main")).toContainText("Focused: 02/15/2031")
})
