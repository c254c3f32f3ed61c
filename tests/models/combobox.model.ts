import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class ComboboxModel extends ZagModel {
  constructor(page: Page) {
    super(page, "combobox")
  }

  get input() {
    return this.page.getByTestId("input")
  }

  get trigger() {
    return this.page.getByTestId("trigger")
  }

  get content() {
    return this.page.getByTestId("combobox-content")
  }

  get items() {
    return this.content.locator(this.selector("item"))
  }

  /** A country of the list by its code. */
  item(code: string) {
    return this.page.getByTestId(code)
  }

  /** The line of labels a story reads back from the api's selected items. */
  get selectedItems() {
    return this.page.getByTestId("selected-items")
  }
}
