import type { Locator, Page } from "@playwright/test"
import { ZagModel } from "./model"

// /slider and /range-slider (one thumb or two).
export class SliderModel extends ZagModel {
  constructor(page: Page) {
    super(page, "slider")
  }

  /** The thumbs (role slider), or those named `name`. */
  thumbs(name?: string) {
    return this.page.getByRole("slider", name === undefined ? {} : { name })
  }

  get track() {
    return this.part("track")
  }

  get markers() {
    return this.part("marker")
  }

  get draggingIndicator() {
    return this.part("dragging-indicator")
  }

  /** The value as the page shows it: /slider's output, /range-slider's value text. */
  get output() {
    return this.page.getByTestId("output")
  }

  get valueText() {
    return this.page.locator(`main output${this.selector("value-text")}`)
  }

  /** Presses the middle of `thumb` and moves the pointer by `dx` pixels, in steps; releases it unless told not to. */
  async dragThumb(thumb: Locator, dx: number, { release = true } = {}) {
    const box = await thumb.boundingBox()
    if (!box) throw new Error("the thumb is not on screen")
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    await this.page.mouse.move(x, y)
    await this.page.mouse.down()
    await this.page.mouse.move(x + dx, y, { steps: 6 })
    if (release) await this.page.mouse.up()
  }
}
