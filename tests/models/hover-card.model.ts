import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

// The card links to an external site: tests never click them (the fixture fails any remote request).
export class HoverCardModel extends ZagModel {
  constructor(page: Page) {
    super(page, "hover-card")
  }

  get trigger() {
    return this.part("trigger")
  }

  get content() {
    return this.portalled("content")
  }

  /** The page's text beside the trigger, somewhere else to move the pointer to. */
  get text() {
    return this.page.locator('[data-part="test-text"]')
  }
}
