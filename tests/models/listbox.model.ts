import type { Locator, Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class ListboxModel extends ZagModel {
  constructor(page: Page) {
    super(page, "listbox")
  }

  get list() {
    return this.page.getByRole("listbox", { name: "Select a fruit" })
  }

  option(name: string) {
    return this.list.getByRole("option", { name, exact: true })
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

  /** Focuses the list by keyboard (Tab from the heading) and waits until zag highlights an option. */
  async focusList() {
    await this.page.locator("main h1").click()
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
