import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

// The async list machine renders no parts of its own: the demo shows its items as a table.
export class AsyncListModel extends ZagModel {
  constructor(page: Page) {
    super(page, "async-list")
  }

  get rows() {
    return this.page.locator("main tbody tr")
  }

  get status() {
    return this.page.locator("main .async-list-status")
  }

  get loading() {
    return this.main.getByText("Loading…")
  }

  button(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }

  /** The cells of a column, by its 1-based index. */
  column(index: number) {
    return this.rows.locator(`td:nth-child(${index})`)
  }

  async expectLoaded(shown: number, total: number) {
    await expect(this.loading).toHaveCount(0)
    await expect(this.status).toHaveText(`Showing ${shown} of ${total} contacts`)
    await expect(this.rows).toHaveCount(shown)
  }
}
