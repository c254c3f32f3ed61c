import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class AngleSliderModel extends ZagModel {
  constructor(page: Page) {
    super(page, "angle-slider")
  }

  get valueText() {
    return this.part("value-text")
  }

  get thumb() {
    return this.page.getByRole("slider")
  }

  get control() {
    return this.part("control")
  }

  /** Every marker, or the one at `value` degrees. */
  markers(value?: number) {
    return this.part("marker", value === undefined ? "" : `[data-value="${value}"]`)
  }

  /** A point on the dial at `deg` degrees clockwise from the top, `r` (0..1) of the radius out. */
  async dialPoint(deg: number, r = 0.8) {
    const box = await this.control.boundingBox()
    if (!box) throw new Error("no dial")
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const rad = (deg * Math.PI) / 180
    return { x: cx + Math.sin(rad) * (box.width / 2) * r, y: cy - Math.cos(rad) * (box.height / 2) * r }
  }
}
