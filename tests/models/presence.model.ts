import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class PresenceModel extends ZagModel {
  constructor(page: Page) {
    super(page, "presence")
  }

  /** The box that mounts and unmounts. */
  get box() {
    return this.part("content")
  }

  get toggle() {
    return this.page.getByRole("button", { name: "Toggle" })
  }
}
