import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class PinInputModel extends ZagModel {
  constructor(page: Page) {
    super(page, "pin-input")
  }

  /** The nth box (0-based). */
  box(n: number) {
    return this.page.getByTestId(`input-${n}`)
  }

  get error() {
    return this.page.getByTestId("pin-input-error")
  }

  get submitted() {
    return this.page.getByRole("region", { name: "Submitted" }).locator("output")
  }
}
