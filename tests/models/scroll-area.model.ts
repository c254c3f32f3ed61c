import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

type Orientation = "vertical" | "horizontal"

export class ScrollAreaModel extends ZagModel {
  constructor(page: Page) {
    super(page, "scroll-area")
  }

  get viewport() {
    return this.page.getByRole("region", { name: "Numbered rows" })
  }

  get status() {
    return this.main.getByRole("status")
  }

  scrollbar(orientation: Orientation) {
    return this.part("scrollbar").and(this.page.locator(`[data-orientation=${orientation}]`))
  }

  thumb(orientation: Orientation) {
    return this.part("thumb").and(this.page.locator(`[data-orientation=${orientation}]`))
  }

  scrollTop() {
    return this.viewport.evaluate((el) => el.scrollTop)
  }

  /**
   * Keeps every text the status shows from now on: "Scrolling" lasts only 100 ms after the last scroll
   * event, which a busy machine can spend before a check reads it. `statusTexts` returns them.
   */
  recordStatus() {
    return this.status.evaluate((el) => {
      const texts = [el.textContent]
      new MutationObserver(() => texts.push(el.textContent)).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      })
      Object.assign(window, { statusTexts: texts })
    })
  }

  statusTexts() {
    return this.page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts)
  }
}
