import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class AvatarModel extends ZagModel {
  constructor(page: Page) {
    super(page, "avatar")
  }

  get image() {
    return this.part("image")
  }

  get fallback() {
    return this.part("fallback")
  }

  /** The line where the page says whether the image loaded. */
  get status() {
    return this.page.getByTestId("status")
  }
}
