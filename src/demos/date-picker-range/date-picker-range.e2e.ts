import { expect, test } from "@tests/fixtures"
import { DatePickerModel } from "@tests/models/date-picker.model"

test.describe("date picker (range)", () => {
  test.beforeEach(async ({ page }) => {
    const picker = new DatePickerModel(page)
    await picker.goto("/date-picker-range")
  })

  test("two months side by side; first click starts, second ends and closes, a third starts over", async ({ page }) => {
    const picker = new DatePickerModel(page)
    await expect(picker.input).toHaveCount(2)
    await picker.trigger.click()
    await expect(picker.content).toBeVisible()
    await expect(picker.tables).toHaveCount(2)
    await expect(picker.rangeText).toHaveText("March 2026 - April 2026")

    await picker.day("2026-03-10").click()
    await expect(picker.input.nth(0)).toHaveValue("03/10/2026")
    await expect(picker.input.nth(1)).toHaveValue("")
    await expect(picker.content).toBeVisible()
    await picker.day("2026-04-03").click()
    await expect(picker.content).toBeHidden()
    await expect(picker.input.nth(1)).toHaveValue("04/03/2026")
    await expect(picker.output).toContainText("Selected: 03/10/2026, 04/03/2026")

    await picker.trigger.click()
    await expect(picker.day("2026-03-20")).toHaveAttribute("data-in-range", "")
    await picker.day("2026-03-20").click()
    await expect(picker.input.nth(0)).toHaveValue("03/20/2026")
    await expect(picker.input.nth(1)).toHaveValue("")
    await expect(picker.day("2026-03-25")).not.toHaveAttribute("data-in-range", "")

    // Next moves a whole page (two months); Escape closes
    await picker.content.getByText("Next", { exact: true }).click()
    await expect(picker.rangeText).toHaveText("May 2026 - June 2026")
    await page.keyboard.press("Escape")
    await expect(picker.content).toBeHidden()
  })

  test("presets fill the range relative to today", async ({ page }) => {
    const picker = new DatePickerModel(page)
    const expected: Array<[string, string]> = [
      ["Last 3 Days", "03/13/2026"],
      ["Last 7 Days", "03/09/2026"],
      ["Last 14 Days", "03/02/2026"],
      ["Last 30 Days", "02/14/2026"],
      ["Last 90 Days", "12/16/2025"],
    ]
    for (const [label, start] of expected) {
      await picker.trigger.click()
      await picker.content.locator(".date-picker-presets button", { hasText: label }).click()
      await expect(picker.input.nth(0)).toHaveValue(start)
      await expect(picker.input.nth(1)).toHaveValue("03/15/2026")
      await expect(picker.output).toContainText(`Selected: ${start}, 03/15/2026`)
    }
    // the preset outside the calendar
    await page.locator("main .date-picker-preset").click()
    await expect(picker.input.nth(0)).toHaveValue("03/09/2026")
    await expect(picker.input.nth(1)).toHaveValue("03/15/2026")
  })
})
