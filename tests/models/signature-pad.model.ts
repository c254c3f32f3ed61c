import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class SignaturePadModel extends ZagModel {
  constructor(page: Page) {
    super(page, "signature-pad")
  }

  get label() {
    return this.part("label")
  }

  get control() {
    return this.part("control")
  }

  /** The strokes drawn so far. */
  get paths() {
    return this.control.locator(`${this.selector("segment")} path`)
  }

  /** The page's image of the drawing (the demo marks it data-part="preview" itself, with no scope). */
  get preview() {
    return this.page.locator('main img[data-part="preview"]')
  }

  get clearTrigger() {
    return this.part("clear-trigger")
  }

  /** Draws a line with the mouse between two points of the pad, in pixels from its top left. */
  async stroke(from: [number, number], to: [number, number]) {
    const box = (await this.control.boundingBox())!
    await this.page.mouse.move(box.x + from[0], box.y + from[1])
    await this.page.mouse.down()
    await this.page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, { steps: 3 })
    await this.page.mouse.move(box.x + to[0], box.y + to[1], { steps: 3 })
    await this.page.mouse.up()
  }
}
