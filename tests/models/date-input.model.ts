import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class DateInputModel extends ZagModel {
  constructor(page: Page) {
    super(page, "date-input")
  }

  /** A segment by its type: "month", "day", "year", "hour", "literal", … */
  segment(type: string) {
    return this.part("segment", `[data-type="${type}"]`)
  }

  /** A segment of one group of a range field by its type: group 0 is the start, group 1 the end. */
  groupSegment(group: number, type: string) {
    return this.part("segment-group").nth(group).locator(`[data-part="segment"][data-type="${type}"]`)
  }

  /** The value the page shows below the field: the read-outs' "Selected: …" line. */
  get selected() {
    return this.output("Selected")
  }

  /** A story's read-outs below its field (`output.date-output`), or one line of them by its start. */
  output(line?: string) {
    const output = this.page.locator("main output.date-output")
    return line === undefined ? output : output.getByText(new RegExp(`^${line}: `))
  }

  /** The types of the segments a person can edit, in order. */
  editableTypes() {
    return this.part("segment", ':not([data-type="literal"])').evaluateAll((els) =>
      els.map((el) => el.getAttribute("data-type")),
    )
  }

  /** Types into the focused segment, one key at a time, as a person would. */
  async typeKeys(keys: string) {
    for (const key of keys) await this.page.keyboard.press(key)
  }
}
