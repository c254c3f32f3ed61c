import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class ClipboardModel extends ZagModel {
  constructor(page: Page) {
    super(page, "clipboard")
  }

  get input() {
    return this.page.getByRole("textbox", { name: "Copy this link" })
  }

  get trigger() {
    return this.part("trigger")
  }

  /** What a paste would insert now. */
  readClipboard() {
    return this.page.evaluate(() => navigator.clipboard.readText())
  }
}
