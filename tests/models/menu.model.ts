import type { Locator, Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

// The menus of /menu, /menu-options, /context-menu and /nested-menu (src/widgets/menu): the trigger, an open
// menu's popup, its items by role and name, and the line where the page says what was selected.
export class MenuModel extends ZagModel {
  constructor(page: Page) {
    super(page, "menu")
  }

  /** The trigger of the pages that give it a test id (/menu-options, /nested-menu). */
  get trigger() {
    return this.page.getByTestId("trigger")
  }

  /** A button of the demo by its name (/menu's trigger is "Actions"). */
  button(name: string) {
    return this.main.getByRole("button", { name })
  }

  /** The area a right click opens /context-menu's menu on. */
  get contextArea() {
    return this.main.getByText("Right Click here")
  }

  /** The menu popup (a portalled one is outside <main>). */
  get content() {
    return this.portalled("content")
  }

  /** Menu items by role: every one, or the one named `name`. */
  item(name?: string) {
    return this.page.getByRole("menuitem", name === undefined ? {} : { name })
  }

  radio(name?: string) {
    return this.page.getByRole("menuitemradio", name === undefined ? {} : { name })
  }

  checkbox(name?: string) {
    return this.page.getByRole("menuitemcheckbox", name === undefined ? {} : { name })
  }

  /** Every item, whatever its kind. */
  get anyItems() {
    return this.page.locator('[role^="menuitem"]')
  }

  /** The check mark of an option item. */
  indicator(item: Locator) {
    return item.locator(this.selector("item-indicator"))
  }

  /** A part of /nested-menu by its test id: "menu", "more-tools", "more-tools-submenu", … */
  byTestId(id: string) {
    return this.page.getByTestId(id)
  }

  async expectHighlighted(id: string) {
    await expect(this.byTestId(id)).toHaveAttribute("data-highlighted", "")
  }

  /**
   * Waits until the menu that opened last has the focus: zag moves it there a frame after opening, and a key
   * pressed before that goes to the trigger (or, for a submenu, to its parent menu).
   */
  async expectOpenMenuFocused() {
    await expect(this.portalled("content", "[data-state='open']").last()).toBeFocused()
  }

  /**
   * Presses a key that moves the focused menu's highlight, `times` times, each after the render that shows the
   * move before it: zag 1.47.0 reads a key's context as of the last render, so a key pressed sooner acts on the
   * old highlight (under CI's load an Enter chose the item above the one the arrow had reached).
   */
  async pressAndMove(key: string, times = 1) {
    const highlighted = this.page.locator("[data-scope='menu'][data-part='content']:focus [data-highlighted]")
    for (let step = 0; step < times; step++) {
      const before = (await highlighted.count()) > 0 ? await highlighted.getAttribute("id") : null
      await this.page.keyboard.press(key)
      await expect(highlighted).not.toHaveAttribute("id", before ?? "")
    }
  }

  /** The line where the page says what was selected. */
  get output() {
    return this.page.locator("main output")
  }
}
