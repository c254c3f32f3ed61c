import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class CascadeSelectModel extends ZagModel {
  constructor(page: Page) {
    super(page, "cascade-select")
  }

  get label() {
    return this.part("label")
  }

  get trigger() {
    return this.part("trigger")
  }

  get tree() {
    return this.page.getByRole("tree", { name: "Select a location" })
  }

  /** The open columns (portalled). */
  get lists() {
    return this.portalled("list")
  }

  item(name: string) {
    return this.tree.getByRole("treeitem", { name, exact: true })
  }

  get output() {
    return this.page.locator("main output")
  }

  get clear() {
    return this.page.getByRole("button", { name: "Clear value" })
  }

  async expectHighlighted(name: string) {
    const id = await this.item(name).getAttribute("id")
    await expect(this.tree).toHaveAttribute("aria-activedescendant", id!)
  }
}
