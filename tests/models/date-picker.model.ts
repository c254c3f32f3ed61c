import type { Page } from "@playwright/test"
import { expect, gotoDemo } from "../fixtures"
import { FieldPickerModel } from "./picker.model"

// The three date picker demos (/date-picker, /date-picker-multi, /date-picker-range) share one widget
// (src/widgets/date-picker): the same parts, the same Selected output, the same day cells.

/** Sunday 15 March 2026, noon UTC: "today" for every date picker test. */
export const NOW = new Date("2026-03-15T12:00:00Z")

export class DatePickerModel extends FieldPickerModel {
  constructor(page: Page) {
    super(page, "date-picker")
  }

  /** Opens a date picker demo with the clock at NOW. */
  async goto(path: string) {
    await this.page.clock.install({ time: NOW })
    await gotoDemo(this.page, path)
  }

  get monthSelect() {
    return this.part("month-select")
  }

  get yearSelect() {
    return this.part("year-select")
  }

  /** The year select's options, or the one of `year`. */
  yearOptions(year?: string) {
    return this.yearSelect.locator(year === undefined ? "option" : `option[value="${year}"]`)
  }

  /** The calendar's grid(s) and the line naming the months shown. */
  get tables() {
    return this.content.locator(this.selector("table"))
  }

  get rangeText() {
    return this.content.locator(this.selector("range-text"))
  }

  /** The calendar's view ("day", "month", "year") and the button above it that switches to the next. */
  view(name: string) {
    return this.part("view", `[data-view="${name}"]`)
  }

  viewTrigger(name: string) {
    return this.view(name).locator(this.selector("view-trigger"))
  }

  /** What the form holds, as the page writes it below the picker. */
  get output() {
    return this.page.locator("main output.date-output")
  }

  /** A day of the shown month(s) by its ISO date, not the greyed days of the months around it. */
  day(iso: string) {
    return this.part("table-cell-trigger", `[data-view="day"][data-value="${iso}"]:not([data-outside-range])`)
  }

  async open() {
    await this.trigger.click()
    await expect(this.content).toBeVisible()
  }

  /**
   * Types over the field's text as a user does (select it, type), then moves focus away, which makes the
   * picker parse it. Clearing it first would make the machine clear its value and, one frame later, write ""
   * into the field, over any key typed within that frame.
   */
  async typeAndBlur(text: string) {
    await this.input.selectText()
    await this.input.pressSequentially(text)
    await this.page.getByRole("button", { name: "Outside Element" }).focus()
  }
}
