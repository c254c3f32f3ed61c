import type { Locator, Page } from "@playwright/test"
import { ZagModel } from "./model"

export class FloatingPanelModel extends ZagModel {
  constructor(page: Page) {
    super(page, "floating-panel")
  }

  get trigger() {
    return this.page.getByRole("button", { name: "Toggle Panel" })
  }

  get panel() {
    return this.page.getByRole("dialog", { name: "Floating Panel" })
  }

  get header() {
    return this.panel.locator(this.selector("header"))
  }

  /** The resize handles, or the one on `axis` ("n", "se", …). */
  handle(axis?: string) {
    return this.panel.locator(`${this.selector("resize-trigger")}${axis ? `[data-axis="${axis}"]` : ""}`)
  }

  /** The panel's box, in whole pixels. */
  async box() {
    const b = await this.panel.boundingBox()
    if (!b) throw new Error("panel not visible")
    return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
  }

  /** Drags from a point of `locator` (`grabX` px from its left, by default its middle or 40 px in). */
  async dragBy(locator: Locator, dx: number, dy: number, grabX?: number) {
    const b = await locator.boundingBox()
    if (!b) throw new Error("nothing to drag")
    const x = b.x + (grabX ?? Math.min(b.width / 2, 40))
    const y = b.y + b.height / 2
    await this.page.mouse.move(x, y)
    await this.page.mouse.down()
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 3 })
    await this.page.mouse.move(x + dx, y + dy, { steps: 3 })
    await this.page.mouse.up()
  }
}
