import type { Page } from "@playwright/test"
import { expect, gotoDemo } from "../fixtures"
import { ZagModel } from "./model"

export class TourModel extends ZagModel {
  constructor(page: Page) {
    super(page, "tour")
  }

  get startButton() {
    return this.page.getByRole("button", { name: "Start Tour" })
  }

  get content() {
    return this.portalled("content")
  }

  get title() {
    return this.content.locator(this.selector("title"))
  }

  get spotlight() {
    return this.portalled("spotlight")
  }

  /** A button of the step's card: "Next", "Prev", "Close", … */
  action(name: string) {
    return this.content.getByRole("button", { name, exact: true })
  }

  /** Clicks the page outside the tour, in the demo's corner (the workbench is no outside: it stays usable). */
  async clickOutside() {
    const box = await this.main.boundingBox()
    if (!box) throw new Error("no demo area")
    await this.page.mouse.click(box.x + 10, box.y + box.height - 10)
  }

  /** Opens the page and starts the tour at its first step. */
  async start(path = "/tour") {
    await gotoDemo(this.page, path)
    await this.startButton.click()
    await expect(this.content).toHaveAttribute("data-step", "step-0")
  }
}
