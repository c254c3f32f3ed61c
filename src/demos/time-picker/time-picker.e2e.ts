import type { Page } from "@playwright/test"
import { chooseViewSetting, expect, gotoDemo, part, setControl, test } from "@tests/fixtures"

// 09:05 in the morning, UTC (the browser runs in UTC too)
const NOW = new Date("2026-03-15T09:05:00Z")
test.use({ timezoneId: "UTC" })

const input = (page: Page) => part(page, "time-picker", "input")
const trigger = (page: Page) => part(page, "time-picker", "trigger")
const content = (page: Page) => part(page, "time-picker", "content")
const column = (page: Page, unit: string) => content(page).locator(`[data-part="column"][data-unit="${unit}"]`)
const cell = (page: Page, unit: string, value: string) =>
  content(page).locator(`[data-part="cell"][data-unit="${unit}"][data-value="${value}"]`)

/** Types a time and presses Enter, which makes the picker parse it. */
async function typeTime(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press("Enter")
}

test.describe("time picker", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: NOW })
    await gotoDemo(page, "/time-picker")
  })

  test("pointer: pick hour, minute and period; the hour keeps its period; Escape closes; clear empties", async ({
    page,
  }) => {
    await expect(input(page)).toHaveAttribute("placeholder", "hh:mm aa")
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(column(page, "hour").locator('[data-part="cell"]')).toHaveCount(12)
    await expect(column(page, "second")).toBeHidden()
    await expect(column(page, "period")).toBeVisible()
    await expect(cell(page, "hour", "9")).toHaveAttribute("data-now", "")

    await cell(page, "hour", "3").click()
    await expect(input(page)).toHaveValue("03:05 AM")
    await cell(page, "minute", "30").click()
    await expect(input(page)).toHaveValue("03:30 AM")
    await cell(page, "period", "pm").click()
    await expect(input(page)).toHaveValue("03:30 PM")
    // a new hour stays in the afternoon
    await cell(page, "hour", "5").click()
    await expect(input(page)).toHaveValue("05:30 PM")
    await expect(page.locator("main output")).toHaveText("Selected: 05:30 PM")

    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(input(page)).toBeFocused()

    await page.locator('main [data-part="clear-trigger"]').click()
    await expect(input(page)).toHaveValue("")
    await expect(page.locator("main output")).toHaveText("Selected: -")
  })

  test("keyboard: arrows move within and across columns, Enter selects", async ({ page }) => {
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeVisible()
    // focus starts on the current hour
    await expect(cell(page, "hour", "9")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(cell(page, "hour", "10")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("10:05 AM")
    // Enter moved on to the minute column
    await expect(column(page, "minute")).toHaveAttribute("data-focus", "")
    await page.keyboard.press("ArrowDown")
    await expect(cell(page, "minute", "6")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(cell(page, "minute", "7")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("10:07 AM")
    // then on to the period column
    await expect(cell(page, "period", "am")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(cell(page, "period", "pm")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("10:07 PM")
  })

  test("locale, seconds, typed times, min / max and steps from the controls", async ({ page }) => {
    await chooseViewSetting(page, "Locale", "en-GB")
    await setControl(page, "withSeconds", true)
    await expect(input(page)).toHaveAttribute("placeholder", "hh:mm:ss")

    await typeTime(page, "14:45:10")
    await expect(input(page)).toHaveValue("14:45:10")

    await trigger(page).click()
    await expect(column(page, "hour").locator('[data-part="cell"]')).toHaveCount(24)
    await expect(column(page, "period")).toBeHidden()
    await expect(column(page, "second")).toBeVisible()
    await page.keyboard.press("Escape")

    await setControl(page, "min", "09:00")
    await setControl(page, "max", "17:30")
    await typeTime(page, "20:00")
    await expect(input(page)).toHaveValue("17:30:00")
    await typeTime(page, "07:15")
    await expect(input(page)).toHaveValue("09:00:00")
    await trigger(page).click()
    await expect(cell(page, "hour", "8")).toHaveAttribute("aria-disabled", "true")
    await expect(cell(page, "hour", "12")).not.toHaveAttribute("aria-disabled", "true")
    await page.keyboard.press("Escape")

    await setControl(page, "steps.minute", 15)
    await trigger(page).click()
    await expect(column(page, "minute").locator('[data-part="cell"]')).toHaveText(["00", "15", "30", "45"])
    await page.keyboard.press("Escape")

    await setControl(page, "max", "25:00")
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText("max “25:00” is not a 24-hour time")
    await expect(page.getByTestId("max")).toHaveValue("25:00")
  })

  test("fixHour12: a chosen hour stays in the period of the value, by click and by Enter", async ({ page }) => {
    await trigger(page).click()
    // empty value: morning
    await cell(page, "hour", "3").click()
    await expect(input(page)).toHaveValue("03:05 AM")
    await cell(page, "period", "pm").click()
    await cell(page, "hour", "4").click()
    await expect(input(page)).toHaveValue("04:05 PM")
    await page.keyboard.press("Escape")

    await page.locator('main [data-part="clear-trigger"]').click()
    await trigger(page).click()
    await expect(cell(page, "hour", "9")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(cell(page, "hour", "10")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("10:05 AM")
  })

  test("useFixTimeClamp: a typed time outside min / max is clamped at once", async ({ page }) => {
    await setControl(page, "min", "09:00")
    await setControl(page, "max", "17:30")
    await typeTime(page, "08:00 PM")
    await expect(input(page)).toHaveValue("05:30 PM")
    await expect(page.locator("main output")).toHaveText("Selected: 05:30 PM")
    await typeTime(page, "07:15 AM")
    await expect(input(page)).toHaveValue("09:00 AM")
    await typeTime(page, "10:20 AM")
    await expect(input(page)).toHaveValue("10:20 AM")
  })
})
