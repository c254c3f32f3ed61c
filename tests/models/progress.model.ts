import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class ProgressModel extends ZagModel {
  constructor(page: Page) {
    super(page, "progress")
  }

  /** The linear bar's track, and its filled range. */
  get bar() {
    return this.part("track")
  }

  get range() {
    return this.part("range")
  }

  get circle() {
    return this.part("circle")
  }

  get valueText() {
    return this.part("value-text")
  }

  button(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }
}
