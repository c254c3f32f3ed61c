import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class EditableModel extends ZagModel {
  constructor(page: Page) {
    super(page, "editable")
  }

  get input() {
    return this.page.getByTestId("input")
  }

  get preview() {
    return this.page.getByTestId("preview")
  }

  get editButton() {
    return this.page.getByTestId("edit-button")
  }

  get saveButton() {
    return this.page.getByTestId("save-button")
  }

  get cancelButton() {
    return this.page.getByTestId("cancel-button")
  }
}
