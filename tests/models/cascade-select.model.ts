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

  /** The JSON printed after a label of the page ("Highlighted Value:", "Selected Value:"). */
  printed(label: string) {
    return this.main.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]")
  }

  get highlightedValue() {
    return this.printed("Highlighted Value:")
  }

  get selectedValue() {
    return this.printed("Selected Value:")
  }

  /** The hidden input the form submits. */
  get hiddenInput() {
    return this.main.locator("form input[name='location']")
  }

  get submit() {
    return this.main.getByRole("button", { name: "Submit", exact: true })
  }

  /** What the form last submitted, as the page prints it. */
  get submitted() {
    return this.main.getByRole("status")
  }

  get clear() {
    return this.page.getByRole("button", { name: "Clear value" })
  }

  /** Opens the levels with a click and walks down the path by clicking each name in turn. */
  async pick(...names: string[]) {
    if ((await this.trigger.getAttribute("aria-expanded")) !== "true") await this.trigger.click()
    await expect(this.tree).toBeVisible()
    for (const name of names) await this.item(name).click()
  }

  async expectHighlighted(name: string) {
    const id = await this.item(name).getAttribute("id")
    await expect(this.tree).toHaveAttribute("aria-activedescendant", id!)
  }
}
