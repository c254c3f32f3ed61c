import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class NumberInputModel extends ZagModel {
  constructor(page: Page) {
    super(page, "number-input")
  }

  get input() {
    return this.page.getByTestId("input")
  }

  get incrementButton() {
    return this.page.getByTestId("inc-button")
  }

  get decrementButton() {
    return this.page.getByTestId("dec-button")
  }

  get scrubber() {
    return this.page.getByTestId("scrubber")
  }

  /** The page's lines about the value (invalid, clamped, …). */
  get messages() {
    return this.page.locator(".number-input-messages")
  }
}
