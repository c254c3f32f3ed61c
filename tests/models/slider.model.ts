import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

// /slider and /range-slider (one thumb or two).
export class SliderModel extends ZagModel {
  constructor(page: Page) {
    super(page, "slider")
  }

  /** The thumbs (role slider), or those named `name`. */
  thumbs(name?: string) {
    return this.page.getByRole("slider", name === undefined ? {} : { name })
  }

  get track() {
    return this.part("track")
  }

  get markers() {
    return this.part("marker")
  }

  get draggingIndicator() {
    return this.part("dragging-indicator")
  }

  /** The value as the page shows it: /slider's output, /range-slider's value text. */
  get output() {
    return this.page.getByTestId("output")
  }

  get valueText() {
    return this.page.locator(`main output${this.selector("value-text")}`)
  }
}
