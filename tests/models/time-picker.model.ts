import type { Page } from "@playwright/test"
import { FieldPickerModel } from "./picker.model"

export class TimePickerModel extends FieldPickerModel {
  constructor(page: Page) {
    super(page, "time-picker")
  }

  /** The line where the page says what was selected. */
  get output() {
    return this.page.locator("main output")
  }

  /** A column of the popup: "hour", "minute", "second", "period". */
  column(unit: string) {
    return this.content.locator(`${this.selector("column")}[data-unit="${unit}"]`)
  }

  /** The cells of a column, or the one of `value`. */
  cells(unit: string) {
    return this.column(unit).locator(this.selector("cell"))
  }

  cell(unit: string, value: string) {
    return this.content.locator(`${this.selector("cell")}[data-unit="${unit}"][data-value="${value}"]`)
  }

  /** Types a time and presses Enter, which makes the picker parse it. */
  async typeTime(text: string) {
    await this.input.fill(text)
    await this.input.press("Enter")
  }
}
