import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class TocModel extends ZagModel {
  constructor(page: Page) {
    super(page, "toc")
  }

  get nav() {
    return this.main.getByRole("navigation", { name: "On this page" })
  }

  link(name: string) {
    return this.nav.getByRole("link", { name, exact: true })
  }

  get activeLinks() {
    return this.nav.locator("a[aria-current=location]")
  }

  /** The items of headings `depth` levels deep. */
  itemsOfDepth(depth: number) {
    return this.nav.locator(`${this.selector("item")}[data-depth="${depth}"]`)
  }

  get indicator() {
    return this.part("indicator")
  }

  get article() {
    return this.page.getByRole("region", { name: "Guide" })
  }

  /** Scrolls the article (as a wheel or scrollbar would) until the heading is at its top. */
  scrollArticleTo(headingId: string) {
    return this.article.evaluate((el, id) => {
      const heading = el.querySelector<HTMLElement>(`[id="${id}"]`)!
      el.scrollTop = heading.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop
    }, headingId)
  }
}
