import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class SplitterModel extends ZagModel {
  constructor(page: Page) {
    super(page, "splitter")
  }

  get handle() {
    return this.page.getByRole("separator", { name: "Resize panels A and B" })
  }

  panel(id: string) {
    return this.part("panel", `[data-id="${id}"]`)
  }

  /** The handle's aria-valuenow: panel A's size in percent. */
  async now() {
    return Number(await this.handle.getAttribute("aria-valuenow"))
  }

  /** Sets both sizes with the page's form. */
  async setSizes(a: string, b: string) {
    await this.page.getByLabel("Panel A size").fill(a)
    await this.page.getByLabel("Panel B size").fill(b)
    await this.page.getByRole("button", { name: "Set sizes", exact: true }).click()
  }
}
