import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class PaginationModel extends ZagModel {
  constructor(page: Page) {
    super(page, "pagination")
  }

  get pager() {
    return this.page.locator(`main nav[data-scope="${this.scope}"]`)
  }

  /** The page buttons and ellipses, in order. */
  get pageItems() {
    return this.pager.locator(`${this.selector("item")}, ${this.selector("ellipsis")}`)
  }

  /** The first cell of the table's first row: the ID of the first row shown. */
  get firstIdCell() {
    return this.page.locator("main tbody tr").first().locator("td").first()
  }
}
