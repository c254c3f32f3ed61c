import { expect, test } from "@tests/fixtures"
import { content, day, gotoDatePicker, input as inputs, output, trigger } from "@tests/models/date-picker.model"

test.describe("date picker (range)", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDatePicker(page, "/date-picker-range")
  })

  test("two months side by side; first click starts, second ends and closes, a third starts over", async ({ page }) => {
    await expect(inputs(page)).toHaveCount(2)
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(content(page).locator('[data-part="table"]')).toHaveCount(2)
    await expect(content(page).locator('[data-part="range-text"]')).toHaveText("March 2026 - April 2026")

    await day(page, "2026-03-10").click()
    await expect(inputs(page).nth(0)).toHaveValue("03/10/2026")
    await expect(inputs(page).nth(1)).toHaveValue("")
    await expect(content(page)).toBeVisible()
    await day(page, "2026-04-03").click()
    await expect(content(page)).toBeHidden()
    await expect(inputs(page).nth(1)).toHaveValue("04/03/2026")
    await expect(output(page)).toContainText("Selected: 03/10/2026, 04/03/2026")

    await trigger(page).click()
    await expect(day(page, "2026-03-20")).toHaveAttribute("data-in-range", "")
    await day(page, "2026-03-20").click()
    await expect(inputs(page).nth(0)).toHaveValue("03/20/2026")
    await expect(inputs(page).nth(1)).toHaveValue("")
    await expect(day(page, "2026-03-25")).not.toHaveAttribute("data-in-range", "")

    // Next moves a whole page (two months); Escape closes
    await content(page).getByText("Next", { exact: true }).click()
    await expect(content(page).locator('[data-part="range-text"]')).toHaveText("May 2026 - June 2026")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
  })

  test("presets fill the range relative to today", async ({ page }) => {
    const expected: Array<[string, string]> = [
      ["Last 3 Days", "03/13/2026"],
      ["Last 7 Days", "03/09/2026"],
      ["Last 14 Days", "03/02/2026"],
      ["Last 30 Days", "02/14/2026"],
      ["Last 90 Days", "12/16/2025"],
    ]
    for (const [label, start] of expected) {
      await trigger(page).click()
      await content(page).locator(".date-picker-presets button", { hasText: label }).click()
      await expect(inputs(page).nth(0)).toHaveValue(start)
      await expect(inputs(page).nth(1)).toHaveValue("03/15/2026")
      await expect(output(page)).toContainText(`Selected: ${start}, 03/15/2026`)
    }
    // the preset outside the calendar
    await page.locator("main .date-picker-preset").click()
    await expect(inputs(page).nth(0)).toHaveValue("03/09/2026")
    await expect(inputs(page).nth(1)).toHaveValue("03/15/2026")
  })
})
