import { chooseViewSetting, expect, gotoDemo, setControl, test } from "@tests/fixtures"
import { TimePickerModel } from "@tests/models/time-picker.model"

// 09:05 in the morning, UTC (the browser runs in UTC too)
const NOW = new Date("2026-03-15T09:05:00Z")
test.use({ timezoneId: "UTC" })

test.describe("time picker", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW })
    await gotoDemo(page, "/time-picker")
  })

  test("pointer: pick hour, minute and period; the hour keeps its period; Escape closes; clear empties", async ({
    page,
  }) => {
    const picker = new TimePickerModel(page)
    await expect(picker.input).toHaveAttribute("placeholder", "hh:mm aa")
    await picker.trigger.click()
    await expect(picker.content).toBeVisible()
    await expect(picker.cells("hour")).toHaveCount(12)
    await expect(picker.column("second")).toBeHidden()
    await expect(picker.column("period")).toBeVisible()
    await expect(picker.cell("hour", "9")).toHaveAttribute("data-now", "")

    await picker.cell("hour", "3").click()
    await expect(picker.input).toHaveValue("03:05 AM")
    await picker.cell("minute", "30").click()
    await expect(picker.input).toHaveValue("03:30 AM")
    await picker.cell("period", "pm").click()
    await expect(picker.input).toHaveValue("03:30 PM")
    // a new hour stays in the afternoon
    await picker.cell("hour", "5").click()
    await expect(picker.input).toHaveValue("05:30 PM")
    await expect(picker.output).toHaveText("Selected: 05:30 PM")

    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
    await expect(picker.input).toBeFocused()

    await picker.clearTrigger.click()
    await expect(picker.input).toHaveValue("")
    await expect(picker.output).toHaveText("Selected: -")
  })

  test("keyboard: arrows move within and across columns, Enter selects", async ({ page }) => {
    const picker = new TimePickerModel(page)
    await picker.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(picker.content).toBeVisible()
    // focus starts on the current hour
    await expect(picker.cell("hour", "9")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.cell("hour", "10")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.input).toHaveValue("10:05 AM")
    // Enter moved on to the minute column
    await expect(picker.column("minute")).toHaveAttribute("data-focus", "")
    await page.keyboard.press("ArrowDown")
    await expect(picker.cell("minute", "6")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.cell("minute", "7")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.input).toHaveValue("10:07 AM")
    // then on to the period column
    await expect(picker.cell("period", "am")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.cell("period", "pm")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.input).toHaveValue("10:07 PM")
  })

  test("locale, seconds, typed times, min / max and steps from the controls", async ({ page }) => {
    const picker = new TimePickerModel(page)
    await chooseViewSetting(page, "Locale", "en-GB")
    await setControl(page, "withSeconds", true)
    await expect(picker.input).toHaveAttribute("placeholder", "hh:mm:ss")

    await picker.typeTime("14:45:10")
    await expect(picker.input).toHaveValue("14:45:10")

    await picker.trigger.click()
    await expect(picker.cells("hour")).toHaveCount(24)
    await expect(picker.column("period")).toBeHidden()
    await expect(picker.column("second")).toBeVisible()
    await page.keyboard.press("Escape")

    await setControl(page, "min", "09:00")
    await setControl(page, "max", "17:30")
    await picker.typeTime("20:00")
    await expect(picker.input).toHaveValue("17:30:00")
    await picker.typeTime("07:15")
    await expect(picker.input).toHaveValue("09:00:00")
    await picker.trigger.click()
    await expect(picker.cell("hour", "8")).toHaveAttribute("aria-disabled", "true")
    await expect(picker.cell("hour", "12")).not.toHaveAttribute("aria-disabled", "true")
    await page.keyboard.press("Escape")

    await setControl(page, "steps.minute", 15)
    await picker.trigger.click()
    await expect(picker.cells("minute")).toHaveText(["00", "15", "30", "45"])
    await page.keyboard.press("Escape")

    await setControl(page, "max", "25:00")
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText("max “25:00” is not a 24-hour time")
    await expect(page.getByTestId("max")).toHaveValue("25:00")
  })

  test("fixHour12: a chosen hour stays in the period of the value, by click and by Enter", async ({ page }) => {
    const picker = new TimePickerModel(page)
    await picker.trigger.click()
    // empty value: morning
    await picker.cell("hour", "3").click()
    await expect(picker.input).toHaveValue("03:05 AM")
    await picker.cell("period", "pm").click()
    await picker.cell("hour", "4").click()
    await expect(picker.input).toHaveValue("04:05 PM")
    await page.keyboard.press("Escape")

    await picker.clearTrigger.click()
    await picker.trigger.click()
    await expect(picker.cell("hour", "9")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(picker.cell("hour", "10")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(picker.input).toHaveValue("10:05 AM")
  })

  test("useFixTimeClamp: a typed time outside min / max is clamped at once", async ({ page }) => {
    const picker = new TimePickerModel(page)
    await setControl(page, "min", "09:00")
    await setControl(page, "max", "17:30")
    await picker.typeTime("08:00 PM")
    await expect(picker.input).toHaveValue("05:30 PM")
    await expect(picker.output).toHaveText("Selected: 05:30 PM")
    await picker.typeTime("07:15 AM")
    await expect(picker.input).toHaveValue("09:00 AM")
    await picker.typeTime("10:20 AM")
    await expect(picker.input).toHaveValue("10:20 AM")
  })
})
