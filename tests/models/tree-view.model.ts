import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class TreeViewModel extends ZagModel {
  constructor(page: Page) {
    super(page, "tree-view")
  }

  get tree() {
    return this.page.locator('main [role="tree"]')
  }

  /** The focusable row of a node (branch control or leaf item). */
  node(id: string) {
    return this.page.locator(
      `main ${this.selector("branch-control")}[data-value="${id}"], main ${this.selector("item")}[data-value="${id}"]`,
    )
  }

  /** The treeitem element of a node (carries aria-selected / aria-expanded). */
  treeitem(id: string) {
    return this.page.locator(`main [role="treeitem"][data-value="${id}"]`)
  }

  /** A branch's expand/collapse arrow. */
  branchTrigger(id: string) {
    return this.part("branch-trigger", `[data-value="${id}"]`)
  }

  /** The names of the nodes shown, in order. */
  get visibleNames() {
    return this.tree.locator(`:is(${this.selector("branch-text")}, ${this.selector("item-text")}):visible`)
  }

  /** The input that edits a node's name while it is renamed. */
  renameInput(id: string) {
    return this.treeitem(id).locator(this.selector("node-rename-input"))
  }

  button(name: string) {
    return this.page.getByRole("button", { name, exact: true })
  }

  expectExpanded(id: string, expanded: boolean) {
    return expect(this.treeitem(id)).toHaveAttribute("aria-expanded", String(expanded))
  }

  expectSelected(id: string, selected: boolean) {
    return expect(this.treeitem(id)).toHaveAttribute("aria-selected", String(selected))
  }

  async focusFirst() {
    await this.node("node_modules").focus()
    await expect(this.node("node_modules")).toBeFocused()
  }
}
