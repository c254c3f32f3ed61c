import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class ToggleGroupModel extends ZagModel {
  constructor(page: Page) {
    super(page, "toggle-group")
  }

  get group() {
    return this.main.getByRole("radiogroup", { name: "Text style" })
  }

  get items() {
    return this.part("item")
  }

  /** An item of a single-choice group (role radio). */
  item(name: string) {
    return this.main.getByRole("radio", { name, exact: true })
  }

  /** An item of a multiple-choice group, or another button of the demo (role button). */
  pressable(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }

  /** The text the chosen styles apply to. */
  get sample() {
    return this.page.locator(".toggle-group-sample")
  }

  /**
   * Focus has reached an item and the machine knows it: the item is the roving tab stop. (@zag-js/react
   * 1.47.0 reads context as of the last render, so a key pressed before React renders the focus change
   * would move from the previously focused item.)
   */
  async expectFocusSettled(name: string) {
    await expect(this.item(name)).toBeFocused()
    await expect(this.item(name)).toHaveAttribute("tabindex", "0")
  }
}
