import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class ToggleModel extends ZagModel {
  constructor(page: Page) {
    super(page, "toggle")
  }

  get bold() {
    return this.page.getByRole("button", { name: "Bold" })
  }

  /** The line where the page says whether it is pressed. */
  get output() {
    return this.page.locator("main output")
  }
}
