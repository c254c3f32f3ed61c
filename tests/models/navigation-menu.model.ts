import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class NavigationMenuModel extends ZagModel {
  constructor(page: Page) {
    super(page, "navigation-menu")
  }

  get menu() {
    return this.page.getByRole("navigation", { name: "Site" })
  }

  trigger(name: string) {
    return this.menu.getByRole("button", { name })
  }

  get list() {
    return this.part("list")
  }

  panel(value: string) {
    return this.part("content", `[data-value="${value}"]`)
  }

  get openPanels() {
    return this.part("content", '[data-state="open"]')
  }

  /** The panel `value` is the one open, and its trigger `name` says so. */
  async expectOpen(value: string, name: string) {
    await expect(this.panel(value)).toBeVisible()
    await expect(this.panel(value)).toHaveAttribute("data-state", "open")
    await expect(this.trigger(name)).toHaveAttribute("aria-expanded", "true")
    await expect(this.openPanels).toHaveCount(1)
  }
}
