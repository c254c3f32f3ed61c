import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class SelectModel extends ZagModel {
  constructor(page: Page) {
    super(page, "select")
  }

  get label() {
    return this.part("label")
  }

  get trigger() {
    return this.part("trigger")
  }

  get clearTrigger() {
    return this.part("clear-trigger")
  }

  /** The list popup (portalled). */
  get content() {
    return this.portalled("content")
  }

  get items() {
    return this.content.locator(this.selector("item"))
  }

  /** An option by its value (a country code). */
  item(value: string) {
    return this.portalled("item", `[data-value="${value}"]`)
  }
}
