import type { Locator, Page } from "@playwright/test"
import { ZagModel } from "./model"

export class DialogModel extends ZagModel {
  constructor(page: Page) {
    super(page, "dialog")
  }

  get trigger() {
    return this.page.getByRole("button", { name: "Click me" })
  }

  /** The dialog by its role and title ("alertdialog" once the Controls say so). */
  content(role: "dialog" | "alertdialog" = "dialog") {
    return this.page.getByRole(role, { name: "Edit profile" })
  }

  /** A dialog by its title (its accessible name). */
  titled(title: string, role: "dialog" | "alertdialog" = "dialog"): Locator {
    return this.page.getByRole(role, { name: title, exact: true })
  }

  /** Whether focus is anywhere inside the element. */
  async holdsFocus(element: Locator): Promise<boolean> {
    return element.evaluate((el) => el.contains(document.activeElement))
  }
}
