import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class CollapsibleModel extends ZagModel {
  constructor(page: Page) {
    super(page, "collapsible")
  }

  get trigger() {
    return this.page.getByRole("button", { name: "Collapsible Trigger" })
  }

  /** The link inside the collapsible's content. */
  get link() {
    return this.page.getByRole("link", { name: "Some Link" })
  }
}
