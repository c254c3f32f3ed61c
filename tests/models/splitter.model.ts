import type { Locator, Page } from "@playwright/test"
import { ZagModel } from "./model"

export class SplitterModel extends ZagModel {
  constructor(page: Page) {
    super(page, "splitter")
  }

  get handle() {
    return this.page.getByRole("separator", { name: "Resize panels A and B" })
  }

  panel(id: string) {
    return this.part("panel", `[data-id="${id}"]`)
  }

  /** The handle's aria-valuenow: panel A's size in percent. */
  async now() {
    return Number(await this.handle.getAttribute("aria-valuenow"))
  }

  /** A story's handle by its test id (`trigger-a:b`). */
  trigger(id: string) {
    return this.page.getByTestId(`trigger-${id}`)
  }

  /** A story's printed sizes (JSON, two decimals at most). */
  get sizes() {
    return this.page.getByTestId("sizes")
  }

  async readSizes(): Promise<number[]> {
    return JSON.parse((await this.sizes.textContent()) ?? "[]")
  }

  /** Drags a handle by the pointer, `by` pixels along the splitter's axis, in a few steps. */
  async drag(handle: Locator, by: number, orientation: "horizontal" | "vertical" = "horizontal") {
    const box = (await handle.boundingBox())!
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await this.page.mouse.move(x, y)
    await this.page.mouse.down()
    const [dx, dy] = orientation === "horizontal" ? [by, 0] : [0, by]
    await this.page.mouse.move(x + dx, y + dy, { steps: 5 })
    await this.page.mouse.up()
  }

  /** Sets both sizes with the page's form. */
  async setSizes(a: string, b: string) {
    await this.page.getByLabel("Panel A size").fill(a)
    await this.page.getByLabel("Panel B size").fill(b)
    await this.page.getByRole("button", { name: "Set sizes", exact: true }).click()
  }
}
