import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class QrCodeModel extends ZagModel {
  constructor(page: Page) {
    super(page, "qr-code")
  }

  get frame() {
    return this.part("frame")
  }

  get pattern() {
    return this.part("pattern")
  }

  /** The page's line with the code's version, level and size. */
  get meta() {
    return this.page.locator("main .qr-code-meta")
  }
}
