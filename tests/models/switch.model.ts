import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class SwitchModel extends ZagModel {
  constructor(page: Page) {
    super(page, "switch")
  }

  get thumb() {
    return this.part("thumb")
  }

  /** The hidden input (role switch) the form reads. */
  get input() {
    return this.page.getByTestId("hidden-input")
  }
}
