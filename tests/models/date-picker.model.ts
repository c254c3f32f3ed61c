import type { Page } from "@playwright/test"
import { gotoDemo, part } from "../fixtures"

// The three date picker demos (/date-picker, /date-picker-multi, /date-picker-range) share one widget
// (src/widgets/date-picker): the same parts, the same Selected output, the same day cells.

/** Sunday 15 March 2026, noon UTC: "today" for every date picker test. */
export const NOW = new Date("2026-03-15T12:00:00Z")

/** Opens a date picker demo with the clock at NOW. */
export async function gotoDatePicker(page: Page, path: string) {
  await page.clock.install({ time: NOW })
  await gotoDemo(page, path)
}

/** The field (both fields of a range picker). */
export const input = (page: Page) => part(page, "date-picker", "input")
export const trigger = (page: Page) => part(page, "date-picker", "trigger")
export const content = (page: Page) => part(page, "date-picker", "content")
/** What the form holds, as the page writes it below the picker. */
export const output = (page: Page) => page.locator("main output.date-output")
/** A day of the shown month(s) by its ISO date, not the greyed days of the months around it. */
export const day = (page: Page, iso: string) =>
  page.locator(`main [data-part="table-cell-trigger"][data-view="day"][data-value="${iso}"]:not([data-outside-range])`)
