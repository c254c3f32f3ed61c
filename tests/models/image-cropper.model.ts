import type { Page } from "@playwright/test"
import { expect } from "../fixtures"
import { ZagModel } from "./model"

export class ImageCropperModel extends ZagModel {
  constructor(page: Page) {
    super(page, "image-cropper")
  }

  /** The page's line with the crop in image pixels. */
  get cropText() {
    return this.page.locator("main .image-cropper-crop")
  }

  get zoomSlider() {
    return this.main.getByRole("slider", { name: "Zoom", exact: true })
  }

  get rotationSlider() {
    return this.main.getByRole("slider", { name: "Rotation", exact: true })
  }

  get image() {
    return this.part("image")
  }

  get selection() {
    return this.part("selection")
  }

  get grids() {
    return this.part("grid")
  }

  /** The resize handles, or the one at `position` ("nw", "se", …). */
  handle(position?: string) {
    return this.part("handle", position ? `[data-position="${position}"]` : "")
  }

  /** The crop line's numbers: x, y, width, height in image pixels. */
  async readCrop() {
    await expect(this.cropText).toHaveText(/^Crop: \d+, \d+, \d+ × \d+$/)
    return ((await this.cropText.textContent()) ?? "").match(/\d+/g)!.map(Number)
  }
}
