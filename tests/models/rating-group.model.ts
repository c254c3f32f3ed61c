import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class RatingGroupModel extends ZagModel {
  constructor(page: Page) {
    super(page, "rating-group")
  }

  /** The star worth `n`. */
  item(n: number) {
    return this.page.getByRole("radio", { name: `${n} stars`, exact: true })
  }

  get halfItems() {
    return this.part("item", "[data-half]")
  }

  /** The hidden input the form reads. */
  get input() {
    return this.page.getByTestId("hidden-input")
  }

  get status() {
    return this.page.locator("main .rating-status")
  }
}
