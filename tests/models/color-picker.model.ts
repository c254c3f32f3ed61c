import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export class ColorPickerModel extends ZagModel {
  constructor(page: Page) {
    super(page, "color-picker")
  }

  get trigger() {
    return this.part("trigger")
  }

  get content() {
    return this.part("content")
  }

  /** The page's line with the value as text. */
  get valueText() {
    return this.page.getByTestId("value-text").first()
  }

  /** The hex field beside the trigger. */
  get hexInput() {
    return this.part("control").locator("[data-channel='hex']")
  }

  get area() {
    return this.content.locator(this.selector("area"))
  }

  get channelSliders() {
    return this.content.locator(this.selector("channel-slider"))
  }

  channelThumb(channel: string) {
    return this.content.locator(`${this.selector("channel-slider-thumb")}[data-channel="${channel}"]`)
  }

  /** A swatch of the popup by its colour, written in any case. */
  swatch(color: string) {
    return this.content.locator(`${this.selector("swatch-trigger")}[data-value="${color}" i]`)
  }
}
