import type { Page } from "@playwright/test"
import {
  chooseViewSetting,
  expect,
  gotoDemo,
  openTab,
  readVisualizer,
  setControl,
  test,
  listeningOutside,
} from "@tests/fixtures"
import { content, day, gotoDatePicker, input, output, trigger } from "@tests/models/date-picker.model"

const yearOptions = (page: Page) => page.locator('main [data-part="year-select"] option')
/** The Controls panel's message about options it did not apply. */
const optionProblem = (page: Page) => page.locator(".toolbar").getByRole("alert")
const view = (page: Page, name: string) => page.locator(`main [data-part="view"][data-view="${name}"]`)

async function open(page: Page) {
  await trigger(page).click()
  await expect(content(page)).toBeVisible()
}

/** Types into the input and moves focus away, which makes the picker parse the text. */
/**
 * Types over the field's text as a user does (select it, type). Clearing it first would make the machine
 * clear its value and, one frame later, write "" into the field, over any key typed within that frame.
 */
async function typeAndBlur(page: Page, text: string) {
  await input(page).selectText()
  await input(page).pressSequentially(text)
  await page.getByRole("button", { name: "Outside Element" }).focus()
}

test.describe("date picker (single)", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDatePicker(page, "/date-picker")
  })

  test("shows today, opens on the trigger, a day click selects and closes; Escape and outside click close", async ({
    page,
  }) => {
    await expect(page.locator("main")).toContainText("Visible range: March 2026")
    await expect(output(page)).toContainText("Selected: -")
    await expect(output(page)).toContainText("Focused: 03/15/2026")
    await expect(content(page)).toBeHidden()

    await open(page)
    await expect(page.locator('main [data-part="month-select"]')).toHaveValue("3")
    await expect(day(page, "2026-03-15")).toHaveAttribute("data-today", "")
    await expect(day(page, "2026-03-15")).toBeFocused()
    await expect(view(page, "day").getByRole("button", { name: /next/i })).toHaveText("Next")

    await day(page, "2026-03-20").click()
    await expect(content(page)).toBeHidden()
    await expect(input(page)).toHaveValue("03/20/2026")
    await expect(output(page)).toContainText("Selected: 03/20/2026")
    await expect(output(page)).toContainText("Focused: 03/20/2026")

    await open(page)
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await open(page)
    await listeningOutside(page)
    await page.getByRole("button", { name: "Outside Element" }).click()
    await expect(content(page)).toBeHidden()

    // the clear button empties the value
    await page.locator('main [data-part="clear-trigger"]').click()
    await expect(input(page)).toHaveValue("")
    await expect(output(page)).toContainText("Selected: -")
  })

  test("keyboard: arrows, Page Up/Down, Home/End and Enter", async ({ page }) => {
    await open(page)
    await expect(day(page, "2026-03-15")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(day(page, "2026-03-16")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(day(page, "2026-03-23")).toBeFocused()
    await page.keyboard.press("PageDown")
    await expect(day(page, "2026-04-23")).toBeFocused()
    await expect(page.locator("main")).toContainText("Visible range: April 2026")
    await page.keyboard.press("PageUp")
    await page.keyboard.press("Home")
    await expect(day(page, "2026-03-01")).toBeFocused()
    await page.keyboard.press("End")
    await expect(day(page, "2026-03-31")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeHidden()
    await expect(input(page)).toHaveValue("03/31/2026")
  })

  test("day, month and year views: Prev / Next and drilling down", async ({ page }) => {
    await open(page)
    await view(page, "day").getByText("Next", { exact: true }).click()
    await expect(page.locator("main")).toContainText("Visible range: April 2026")
    await view(page, "day").getByText("Prev", { exact: true }).click()
    await view(page, "day").getByText("Prev", { exact: true }).click()
    await expect(page.locator("main")).toContainText("Visible range: February 2026")

    // the view trigger goes up to the month view: a 4-column grid of short month names
    await view(page, "day").locator('[data-part="view-trigger"]').click()
    await expect(view(page, "month")).toBeVisible()
    await expect(view(page, "day")).toBeHidden()
    const monthRows = view(page, "month").locator("tbody tr")
    await expect(monthRows).toHaveCount(3)
    await expect(monthRows.first().locator("td")).toHaveText(["Jan", "Feb", "Mar", "Apr"])
    await view(page, "month").getByText("Next", { exact: true }).click()
    await expect(view(page, "month").locator('[data-part="view-trigger"]')).toHaveText("2027")

    // and up again to the year view: 12 years per page, 4 columns
    await view(page, "month").locator('[data-part="view-trigger"]').click()
    await expect(view(page, "year")).toContainText("2020 - 2031")
    await view(page, "year").getByText("Next", { exact: true }).click()
    await expect(view(page, "year")).toContainText("2030 - 2041")

    // a year cell drills down to the month view, a month cell to the day view
    await view(page, "year").getByText("2033", { exact: true }).click()
    await expect(view(page, "month")).toBeVisible()
    await expect(view(page, "month").locator('[data-part="view-trigger"]')).toHaveText("2033")
    await view(page, "month").getByText("Jun", { exact: true }).click()
    await expect(view(page, "day")).toBeVisible()
    await expect(page.locator("main")).toContainText("Visible range: June 2033")

    // the selects jump straight to a month and year
    await page.locator('main [data-part="month-select"]').selectOption("9")
    await page.locator('main [data-part="year-select"]').selectOption("1999")
    await expect(page.locator("main")).toContainText("Visible range: September 1999")
  })

  test("typed dates parse in the locale's order with the two-digit year rule", async ({ page }) => {
    // en-US: month/day/year; two-digit years go to this century unless that is more than 10 years ahead
    await typeAndBlur(page, "4/5/26")
    await expect(input(page)).toHaveValue("04/05/2026")
    await typeAndBlur(page, "12/31/36")
    await expect(input(page)).toHaveValue("12/31/2036")
    await typeAndBlur(page, "1/2/37")
    await expect(input(page)).toHaveValue("01/02/1937")

    // only digits and the separator get in
    await input(page).fill("")
    await input(page).pressSequentially("ab-c")
    await expect(input(page)).toHaveValue("")
    // the cleared value reaches the field a frame later (see typeAndBlur)
    await page.evaluate(() => new Promise(requestAnimationFrame))

    // day above 31 or month above 12: not a date, so blur falls back to the focused date
    // (while typing, "3/4" was still a date and moved the focus to 4 March of this year)
    await typeAndBlur(page, "3/40/2026")
    await expect(input(page)).toHaveValue("03/04/2026")
    await expect(output(page)).toContainText("Focused: 03/04/2026")
    // "1" alone read as January (day and year from today); "13" is no month
    await typeAndBlur(page, "13/10/2026")
    await expect(input(page)).toHaveValue("01/15/2026")

    // en-GB reads day/month/year
    await chooseViewSetting(page, "Locale", "en-GB")
    await typeAndBlur(page, "5/4/26")
    await expect(input(page)).toHaveValue("05/04/2026")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual(["2026-04-05"])
  })

  test("min and max clamp the selection and disable the days outside; the Controls panel refuses bad values", async ({
    page,
  }) => {
    await setControl(page, "min", "2026-03-10")
    await setControl(page, "max", "2026-03-20")
    await expect(page).toHaveURL(/min=2026-03-10/)

    await open(page)
    await expect(day(page, "2026-03-09")).toHaveAttribute("aria-disabled", "true")
    await expect(day(page, "2026-03-21")).toHaveAttribute("aria-disabled", "true")
    await expect(day(page, "2026-03-10")).not.toHaveAttribute("aria-disabled", "true")
    await day(page, "2026-03-05").click({ force: true })
    await expect(output(page)).toContainText("Selected: -")
    await page.keyboard.press("Escape")

    await typeAndBlur(page, "03/28/2026")
    await expect(input(page)).toHaveValue("03/20/2026")
    await typeAndBlur(page, "01/02/2026")
    await expect(input(page)).toHaveValue("03/10/2026")

    await setControl(page, "max", "someday")
    await expect(optionProblem(page)).toContainText("max “someday” is not a date in the form YYYY-MM-DD")
    // what the user typed stays in the field
    await expect(page.getByTestId("max")).toHaveValue("someday")
    await setControl(page, "max", "2026-02-30")
    await expect(optionProblem(page)).toContainText("not a real calendar date")
    await setControl(page, "max", "2026-01-01")
    await expect(optionProblem(page)).toContainText("min 2026-03-10 is after max 2026-01-01")
    // both bounds are dropped: the days before 10 March are selectable again
    await open(page)
    await expect(day(page, "2026-03-05")).not.toHaveAttribute("aria-disabled", "true")
    await expect(page.locator("main").getByRole("alert")).toHaveCount(0)
  })

  test("controls: locale, start of week, fixed weeks, disabled", async ({ page }) => {
    await open(page)
    await expect(view(page, "day").locator("tbody tr")).toHaveCount(5)
    await expect(view(page, "day").locator("thead th").first()).toHaveAttribute("aria-label", "Sunday")
    await page.keyboard.press("Escape")

    await setControl(page, "startOfWeek", 1)
    await setControl(page, "fixedWeeks", true)
    await chooseViewSetting(page, "Locale", "de-DE")
    await open(page)
    await expect(view(page, "day").locator("thead th").first()).toHaveAttribute("aria-label", "Montag")
    await expect(view(page, "day").locator("tbody tr")).toHaveCount(6)
    await day(page, "2026-03-02").click()
    await expect(input(page)).toHaveValue("02.03.2026")

    await setControl(page, "disabled", true)
    await expect(input(page)).toBeDisabled()
    await expect(trigger(page)).toBeDisabled()
  })

  test("the year select offers 1900-2100, the years outside min / max disabled", async ({ page }) => {
    await open(page)
    await expect(yearOptions(page)).toHaveCount(201)
    await expect(yearOptions(page).first()).toHaveText("1900")
    await expect(yearOptions(page).last()).toHaveText("2100")
    await expect(yearOptions(page).last()).toBeEnabled()
    await page.keyboard.press("Escape")

    await setControl(page, "min", "2025-06-01")
    await setControl(page, "max", "2026-03-20")
    await open(page)
    await expect(yearOptions(page)).toHaveCount(201)
    await expect(page.locator('main [data-part="year-select"] option[value="2024"]')).toBeDisabled()
    await expect(page.locator('main [data-part="year-select"] option[value="2025"]')).toBeEnabled()
    await expect(page.locator('main [data-part="year-select"] option[value="2026"]')).toBeEnabled()
    await expect(page.locator('main [data-part="year-select"] option[value="2027"]')).toBeDisabled()
  })

  test("the year view shows 12 years per page in rows of 4, stepping by a decade", async ({ page }) => {
    await open(page)
    await view(page, "day").locator('[data-part="view-trigger"]').click()
    await view(page, "month").locator('[data-part="view-trigger"]').click()
    await expect(view(page, "year")).toContainText("2020 - 2031")
    await expect(view(page, "year").locator("tbody td")).toHaveCount(12)
    await expect(view(page, "year").locator("tbody tr")).toHaveCount(3)
    await expect(view(page, "year").locator("tbody tr").first().locator("td")).toHaveText([
      "2020",
      "2021",
      "2022",
      "2023",
    ])
    await expect(view(page, "year").locator("tbody tr").last().locator("td")).toHaveText([
      "2028",
      "2029",
      "2030",
      "2031",
    ])
    await view(page, "year").getByText("Prev", { exact: true }).click()
    await expect(view(page, "year")).toContainText("2010 - 2021")
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
