import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class StepsModel extends ZagModel {
  constructor(page: Page) {
    super(page, "steps")
  }

  step(name: string) {
    return this.main.getByRole("tab", { name })
  }

  get completedTriggers() {
    return this.part("trigger").and(this.page.locator("[data-complete]"))
  }

  get next() {
    return this.main.getByRole("button", { name: "Next", exact: true })
  }

  get back() {
    return this.main.getByRole("button", { name: "Back", exact: true })
  }

  /** The page's line saying why Next did not move on. */
  get refusal() {
    return this.page.getByTestId("steps-refusal")
  }

  get done() {
    return this.main.getByText("All steps complete")
  }
}
