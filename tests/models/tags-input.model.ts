import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class TagsInputModel extends ZagModel {
  constructor(page: Page) {
    super(page, "tags-input")
  }

  get input() {
    return this.page.getByTestId("input")
  }

  /** The tags' texts. */
  get tags() {
    return this.part("item-text")
  }

  get status() {
    return this.page.locator("main .tags-input-status")
  }

  get message() {
    return this.page.getByTestId("tags-input-message")
  }
}
