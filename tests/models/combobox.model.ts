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

  /** The highlighted item (the keyboard's, or the pointer's). */
  get highlighted() {
    return this.content.locator(`${this.selector("item")}[data-highlighted]`)
  }

  /** The labels of the list's item groups, in order. */
  get groupLabels() {
    return this.content.locator(this.selector("item-group-label"))
  }

  /** The items of one group of the list, by its label. */
  groupItems(label: string) {
    return this.content
      .locator(this.selector("item-group"))
      .filter({ has: this.page.locator(this.selector("item-group-label"), { hasText: label }) })
      .locator(this.selector("item"))
  }

  /** The line of labels a story reads back from the api's selected items. */
  get selectedItems() {
    return this.page.getByTestId("selected-items")
  }
}
