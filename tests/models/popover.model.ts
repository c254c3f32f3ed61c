import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class PopoverModel extends ZagModel {
  constructor(page: Page) {
    super(page, "popover")
  }

  get trigger() {
    return this.page.getByTestId("popover-trigger")
  }

  get content() {
    return this.page.getByTestId("popover-content")
  }

  /** The content while it is rendered inside <main> (not portalled). */
  get inlineContent() {
    return this.page.locator("main [data-testid='popover-content']")
  }

  get anchor() {
    return this.part("anchor")
  }

  get closeButton() {
    return this.page.getByTestId("popover-close-button")
  }
}
