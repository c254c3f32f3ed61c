import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class CarouselModel extends ZagModel {
  constructor(page: Page) {
    super(page, "carousel")
  }

  get indicators() {
    return this.part("indicator")
  }

  get prev() {
    return this.part("prev-trigger")
  }

  get next() {
    return this.part("next-trigger")
  }

  get items() {
    return this.part("item")
  }

  /** The line where the page says which page is shown. */
  get status() {
    return this.page.getByTestId("status")
  }

  /** Page `n` (1-based) of `total` is the current one, by its indicator and the status line. */
  async expectPage(n: number, total = 6) {
    await expect(this.indicators.nth(n - 1)).toHaveAttribute("data-current", "")
    await expect(this.status).toContainText(`page ${n} of ${total}`)
  }
}
