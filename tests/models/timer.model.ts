import type { Page } from "@playwright/test"
import { readVisualizer } from "../fixtures"
import { ZagModel } from "./model"

// /timer-countdown and /timer-stopwatch.
export class TimerModel extends ZagModel {
  constructor(page: Page) {
    super(page, "timer")
  }

  /** The numbers shown: days, hours, minutes, seconds. */
  get values() {
    return this.part("item-value")
  }

  get labels() {
    return this.part("item-label")
  }

  /** The display of the numbers. */
  get area() {
    return this.part("area")
  }

  get control() {
    return this.root.locator(this.selector("control"))
  }

  /** An action button by its label, which the demo writes in capitals. */
  button(name: string) {
    return this.main.getByRole("button", { name: name.toUpperCase(), exact: true })
  }

  get status() {
    return this.page.locator("main .timer-status")
  }

  /** The machine's current time in ms, from the Visualizer. */
  async currentMs() {
    return (await readVisualizer(this.page)).context.currentMs
  }
}
