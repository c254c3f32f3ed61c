import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test } from "../../../tests/fixtures"

// 09:05 in the morning, UTC (the browser runs in UTC too)
const NOW = new Date("2026-03-15T09:05:00Z")
test.use({ timezoneId: "UTC" })

const input = (page: Page) => page.locator('main [data-scope="time-picker"][data-part="input"]')
const trigger = (page: Page) => page.locator('main [data-scope="time-picker"][data-part="trigger"]')
const content = (page: Page) => page.locator('[data-scope="time-picker"][data-part="content"]')
const column = (page: Page, unit: string) => content(page).locator(`[data-part="column"][data-unit="${unit}"]`)
const cell = (page: Page, unit: string, value: string) =>
  content(page).locator(`[data-part="cell"][data-unit="${unit}"][data-value="${value}"]`)

async function setText(page: Page, key: string, value: string) {
  await openTab(page, "Controls")
  await page.getByTestId(key).fill(value)
  await page.getByTestId(key).press("Enter")
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
    await openTab(page, "Controls")
    await page.getByTestId("locale").selectOption("en-GB")
    await page.getByTestId("withSeconds").check()
    await expect(input(page)).toHaveAttribute("placeholder", "hh:mm:ss")

    await input(page).fill("14:45:10")
    await input(page).press("Enter")
    await expect(input(page)).toHaveValue("14:45:10")

    await trigger(page).click()
    await expect(column(page, "hour").locator('[data-part="cell"]')).toHaveCount(24)
    await expect(column(page, "period")).toBeHidden()
    await expect(column(page, "second")).toBeVisible()
    await page.keyboard.press("Escape")

    await setText(page, "min", "09:00")
    await setText(page, "max", "17:30")
    await input(page).fill("20:00")
    await input(page).press("Enter")
    await expect(input(page)).toHaveValue("17:30:00")
    await input(page).fill("07:15")
    await input(page).press("Enter")
    await expect(input(page)).toHaveValue("09:00:00")
    await trigger(page).click()
    await expect(cell(page, "hour", "8")).toHaveAttribute("aria-disabled", "true")
    await expect(cell(page, "hour", "12")).not.toHaveAttribute("aria-disabled", "true")
    await page.keyboard.press("Escape")

    await setText(page, "steps.minute", "15")
    await trigger(page).click()
    await expect(column(page, "minute").locator('[data-part="cell"]')).toHaveText(["00", "15", "30", "45"])
    await page.keyboard.press("Escape")

    await setText(page, "max", "25:00")
    await expect(page.locator(".time-picker-notice")).toContainText("max “25:00” is not a 24-hour time")
  })
})
