import type { Page } from "@playwright/test"
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

const segment = (page: Page, type: string) =>
  page.locator(`main [data-scope="date-input"][data-part="segment"][data-type="${type}"]`)
const selected = (page: Page) => page.locator("main .date-input-output")
const editableTypes = (page: Page) =>
  page
    .locator('main [data-scope="date-input"][data-part="segment"]:not([data-type="literal"])')
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-type")))

/** Types into the focused segment, one key at a time, as a person would. */
async function typeKeys(page: Page, keys: string) {
  for (const key of keys) await page.keyboard.press(key)
}

test.describe("date input", () => {
  test("digits fill month, day and year in turn, and the date shows below", async ({ page }) => {
    await gotoDemo(page, "/date-input")
    await expect(page.getByRole("group", { name: "Date" })).toBeVisible()
    await expect(selected(page)).toHaveText("Selected: -")
    await expect(page.getByRole("spinbutton")).toHaveCount(3)
    await segment(page, "month").click()
    await typeKeys(page, "12")
    await expect(segment(page, "day")).toBeFocused()
    await typeKeys(page, "25")
    await expect(segment(page, "year")).toBeFocused()
    await typeKeys(page, "2024")
    await expect(selected(page)).toHaveText("Selected: 12/25/2024")
    await expect(page.locator('main input[name="date"]')).toHaveValue("12/25/2024")
    await expect(segment(page, "month")).toHaveAttribute("aria-valuenow", "12")
  })

  test("ArrowUp / ArrowDown step a segment, arrows move between segments, Backspace clears one", async ({ page }) => {
    await gotoDemo(page, "/date-input")
    await segment(page, "month").click()
    await typeKeys(page, "3")
    await nextFrames(page)
    await segment(page, "month").focus()
    await page.keyboard.press("ArrowUp")
    await expect(segment(page, "month")).toHaveAttribute("aria-valuenow", "4")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(segment(page, "month")).toHaveAttribute("aria-valuenow", "2")
    await page.keyboard.press("ArrowRight")
    await expect(segment(page, "day")).toBeFocused()
    await typeKeys(page, "14")
    await typeKeys(page, "2025")
    await expect(selected(page)).toHaveText("Selected: 2/14/2025")

    await page.keyboard.press("ArrowLeft")
    await expect(segment(page, "day")).toBeFocused()
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Backspace")
    await expect(segment(page, "day")).toHaveAttribute("data-placeholder-shown", "")
    await expect(segment(page, "day")).not.toHaveAttribute("aria-valuenow")
    // an incomplete field selects nothing (zag itself keeps the last complete value until all is cleared)
    await expect(selected(page)).toHaveText("Selected: -")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.displayValues).toEqual(["era=AD,year=2025,month=2"])
  })

  test("the locale orders the segments; granularity adds the time", async ({ page }) => {
    await gotoDemo(page, "/date-input?locale=de-DE")
    expect(await editableTypes(page)).toEqual(["day", "month", "year"])
    await gotoDemo(page, "/date-input?locale=ja-JP")
    expect(await editableTypes(page)).toEqual(["year", "month", "day"])
    await gotoDemo(page, "/date-input?granularity=second&hourCycle=24")
    expect(await editableTypes(page)).toEqual(["month", "day", "year", "hour", "minute", "second"])
    await setControl(page, "hourCycle", "12")
    await expect(segment(page, "dayPeriod")).toBeVisible()
    await setControl(page, "granularity", "minute")
    expect(await editableTypes(page)).toEqual(["month", "day", "year", "hour", "minute", "dayPeriod"])
  })

  test("a date outside min / max is brought within them when the field is left", async ({ page }) => {
    await gotoDemo(page, "/date-input?min=2024-06-10&max=2024-06-20")
    await segment(page, "month").click()
    await typeKeys(page, "01")
    // zag moves the focus to the next segment a frame after it is full: wait for it, or the next keys land
    // in the segment before (and Tab would move within the field instead of leaving it)
    await expect(segment(page, "day")).toBeFocused()
    await typeKeys(page, "01")
    await expect(segment(page, "year")).toBeFocused()
    await typeKeys(page, "2024")
    await page.keyboard.press("Tab")
    await expect(selected(page)).toHaveText("Selected: 6/10/2024")

    await segment(page, "day").click()
    await typeKeys(page, "25")
    await expect(segment(page, "year")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(selected(page)).toHaveText("Selected: 6/20/2024")
    await expect(segment(page, "day")).toHaveText("20")
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
    await gotoDemo(page, "/date-input?disabled=true")
    await expect(segment(page, "month")).toHaveAttribute("aria-disabled", "true")
    await expect(segment(page, "month")).not.toHaveAttribute("tabindex")

    await gotoDemo(page, "/date-input?readOnly=true")
    await segment(page, "month").focus()
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("5")
    await expect(segment(page, "month")).toHaveAttribute("data-placeholder-shown", "")
    await expect(segment(page, "month")).toHaveAttribute("aria-readonly", "true")
    await expect(selected(page)).toHaveText("Selected: -")
  })
})
