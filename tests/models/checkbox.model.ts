import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class CheckboxModel extends ZagModel {
  constructor(page: Page) {
    super(page, "checkbox")
  }

  get control() {
    return this.part("control")
  }

  /** The hidden native input the form reads. */
  get input() {
    return this.page.getByTestId("hidden-input")
  }

  /** What the form holds, as the page writes it. */
  get formOutput() {
    return this.page.locator(".form-output output")
  }
}
