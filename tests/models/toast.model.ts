import type { Page } from "@playwright/test"
import { gotoDemo } from "../fixtures"
import { ZagModel } from "./model"

const T0 = new Date("2025-01-01T10:00:00Z").getTime()

export class ToastModel extends ZagModel {
  constructor(page: Page) {
    super(page, "toast")
  }

  /** Opens the page on a paused fake clock so toast timers only move when the test says so. */
  async openPaused(path = "/toast") {
    await this.page.clock.install({ time: T0 })
    await gotoDemo(this.page, path)
    await this.page.clock.pauseAt(T0 + 60_000)
  }

  button(name: string) {
    return this.main.getByRole("button", { name, exact: true })
  }

  /** The toasts shown (portalled). */
  get toasts() {
    return this.portalled("root")
  }

  toastTitled(title: string) {
    return this.toasts.filter({ hasText: title })
  }

  get region() {
    return this.page.getByRole("region", { name: /^Notifications/ })
  }
}
