import type { Locator, Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

/** A listbox on a story page, found by its label ("Select a fruit" on the fruits story). */
export class ListboxModel extends ZagModel {
  constructor(
    page: Page,
    readonly label = "Select a fruit",
  ) {
    super(page, "listbox")
  }

  get list() {
    return this.page.getByRole("listbox", { name: this.label, exact: true })
  }

  option(name: string) {
    return this.list.getByRole("option", { name, exact: true })
  }

  /** An option by its value (zag writes it as `data-value`). */
  item(value: string) {
    return this.list.locator(`${this.selector("item")}[data-value="${value}"]`)
  }

  get options() {
    return this.list.getByRole("option")
  }

  /** The options' texts (without their hidden check marks). */
  get itemTexts() {
    return this.list.locator(this.selector("item-text"))
  }

  get selectedOptions() {
    return this.list.locator("[aria-selected='true']")
  }

  /** The check mark of an option. */
  indicator(option: Locator) {
    return option.locator(this.selector("item-indicator"))
  }

  /** The check marks shown in the list. */
  get visibleIndicators() {
    return this.list.locator(`${this.selector("item-indicator")}:visible`)
  }

  get output() {
    return this.page.locator("main output")
  }

  /** The list's label. */
  get labelElement() {
    return this.part("label").filter({ hasText: new RegExp(`^${this.label}$`) })
  }

  /** Focuses the list by keyboard (Tab from its label) and waits until zag highlights an option. */
  async focusList() {
    await this.labelElement.click()
    await this.page.keyboard.press("Tab")
    await expect(this.list).toBeFocused()
    await expect(this.list).toHaveAttribute("aria-activedescendant", /.+/)
  }

  async expectHighlighted(name: string) {
    await expect(this.option(name)).toHaveAttribute("data-highlighted", "")
    const id = await this.option(name).getAttribute("id")
    await expect(this.list).toHaveAttribute("aria-activedescendant", id!)
  }
}
