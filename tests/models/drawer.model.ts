import type { Locator, Page } from "@playwright/test"
import { expect, nextFrames, settle } from "../fixtures"
import { ZagModel } from "./model"

export class DrawerModel extends ZagModel {
  constructor(page: Page) {
    super(page, "drawer")
  }

  /** The page's button that opens the drawer. */
  get openButton() {
    return this.page.getByRole("button", { name: "Open drawer" })
  }

  /** zag's trigger part (the same button). */
  get trigger() {
    return this.part("trigger")
  }

  get content() {
    return this.portalled("content")
  }

  get dialog() {
    return this.page.getByRole("dialog", { name: "Drawer" })
  }

  get grabber() {
    return this.portalled("grabber")
  }

  get grabberIndicator() {
    return this.portalled("grabber-indicator")
  }

  get backdrop() {
    return this.portalled("backdrop")
  }

  async open() {
    await this.openButton.click()
    await expect(this.content).toHaveAttribute("data-state", "open")
    await settle(this.page)
  }

  /** Drags the grab handle by dy pixels (down is positive) in small steps, as a hand would. */
  async dragHandle(dy: number) {
    const box = await this.grabber.boundingBox()
    if (!box) throw new Error("no grab handle")
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await this.page.mouse.move(x, y)
    await this.page.mouse.down()
    for (let step = 1; step <= 10; step++) await this.page.mouse.move(x, y + (dy * step) / 10)
    await this.page.mouse.up()
  }

  /**
   * Presses on `from` and drags by (dx, dy) as a hand does, then lets go. `quick`: a swipe, a few large moves
   * straight after each other (zag reads a fast release and moves on by it); otherwise a careful drag, a few
   * pixels a frame, so the sheet rests where it was let go.
   */
  async drag(from: Locator, by: { dx?: number; dy?: number }, { quick = false } = {}) {
    const box = await from.boundingBox()
    if (!box) throw new Error("nothing to drag")
    const dx = by.dx ?? 0
    const dy = by.dy ?? 0
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    const steps = quick ? 5 : Math.max(1, Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)) / 8))
    await this.page.mouse.move(x, y)
    await this.page.mouse.down()
    for (let step = 1; step <= steps; step++) {
      await this.page.mouse.move(x + (dx * step) / steps, y + (dy * step) / steps)
      if (!quick) await nextFrames(this.page)
    }
    await this.page.mouse.up()
  }

  /** How much of a sheet that slides up from the bottom shows, in pixels. */
  visibleHeight(content: Locator = this.content) {
    return content.evaluate((el) => window.innerHeight - el.getBoundingClientRect().top)
  }
}
