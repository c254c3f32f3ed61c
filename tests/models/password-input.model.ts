import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class PasswordInputModel extends ZagModel {
  constructor(page: Page) {
    super(page, "password-input")
  }

  get input() {
    return this.page.getByLabel("Password", { exact: true })
  }

  get control() {
    return this.part("control")
  }

  get visibilityTrigger() {
    return this.part("visibility-trigger")
  }

  get showButton() {
    return this.page.getByRole("button", { name: "Show password" })
  }

  get hideButton() {
    return this.page.getByRole("button", { name: "Hide password" })
  }
}
