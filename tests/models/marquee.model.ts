import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class MarqueeModel extends ZagModel {
  constructor(page: Page) {
    super(page, "marquee")
  }

  get region() {
    return this.page.getByRole("region", { name: "Brands we work with" })
  }

  get status() {
    return this.page.getByTestId("marquee-status")
  }

  button(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }

  /** The scrolling copies of the content. */
  get contents() {
    return this.part("content")
  }

  get edges() {
    return this.part("edge")
  }

  /** The items of the first copy. */
  get firstCopyItems() {
    return this.contents.first().locator(this.selector("item"))
  }

  /** The play state of the first copy's CSS animation ("none" when it has none). */
  playState() {
    return this.contents.first().evaluate((el) => el.getAnimations()[0]?.playState ?? "none")
  }
}
