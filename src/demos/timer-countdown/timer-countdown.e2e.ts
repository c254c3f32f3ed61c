import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"

const START_MS = 2 * 24 * 60 * 60 * 1000 + 10 * 1000
const values = (page: Page) => page.locator('main [data-scope="timer"][data-part="item-value"]')
const button = (page: Page, name: string) =>
  page.locator("main").getByRole("button", { name: name.toUpperCase(), exact: true })
const currentMs = async (page: Page) => (await readVisualizer(page)).context.currentMs

test.describe("timer countdown", () => {
  test.beforeEach(async ({ page }) => {
    // a paused fake clock: time only moves when the test runs it
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") })
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"))
  })

  test("counts down from 2 days 10 seconds; Pause, Resume and Reset", async ({ page }) => {
    await gotoDemo(page, "/timer-countdown")
    await expect(values(page)).toHaveText(["02", "00", "00", "10"])
    await expect(page.locator('main [data-part="item-label"]')).toHaveText(["days", "hours", "minutes", "seconds"])
    // autoStart: running, so only Pause and Reset are offered
    await expect(button(page, "Start")).toBeHidden()
    await expect(button(page, "Resume")).toBeHidden()

    await page.clock.runFor(3100)
    await expect(values(page)).toHaveText(["02", "00", "00", "07"])

    await button(page, "Pause").click()
    await expect(page.locator("main .timer-status")).toHaveText("Paused")
    await page.clock.runFor(5000)
    await expect(values(page)).toHaveText(["02", "00", "00", "07"])

    await button(page, "Resume").click()
    await page.clock.runFor(2100)
    await expect(values(page)).toHaveText(["02", "00", "00", "05"])

    await button(page, "Pause").click()
    await button(page, "Reset").click()
    await expect(values(page)).toHaveText(["02", "00", "00", "10"])
    await expect(button(page, "Start")).toBeVisible()
    await expect(button(page, "Reset")).toBeHidden()

    // keyboard: Start is a real button
    await button(page, "Start").focus()
    await page.keyboard.press("Enter")
    await expect(button(page, "Pause")).toBeVisible()
    await page.clock.runFor(1100)
    await expect(values(page)).toHaveText(["02", "00", "00", "09"])
  })

  test("ticks every 250 ms (the visualizer shows the count)", async ({ page }) => {
    await gotoDemo(page, "/timer-countdown")
    await expect(visualizer(page)).toBeVisible()
    const start = await currentMs(page)
    expect(start).toBe(START_MS)
    await page.clock.runFor(300)
    await expect.poll(() => currentMs(page)).toBe(START_MS - 250)
    await page.clock.runFor(250)
    await expect.poll(() => currentMs(page)).toBe(START_MS - 500)
    // a tick shorter than the interval does not change the count
    await page.clock.runFor(100)
    expect(await currentMs(page)).toBe(START_MS - 500)
  })

  test("completion is announced on the page; Reset or a new start time starts over", async ({ page }) => {
    await gotoDemo(page, "/timer-countdown?startMs=3000")
    await expect(values(page)).toHaveText(["00", "00", "00", "03"])
    await expect(page.getByRole("status")).not.toHaveText("Timer completed")
    await page.clock.runFor(3500)
    await expect(values(page)).toHaveText(["00", "00", "00", "00"])
    await expect(page.getByRole("status")).toHaveText("Timer completed")
    await expect(button(page, "Start")).toBeVisible()
    await button(page, "Reset").click()
    await expect(values(page)).toHaveText(["00", "00", "00", "03"])
    await expect(page.getByRole("status")).toHaveText("Stopped")
    await expect(button(page, "Reset")).toBeHidden()
    await button(page, "Start").click()
    await page.clock.runFor(3500)
    await expect(page.getByRole("status")).toHaveText("Timer completed")

    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"state": "idle"')
    // a new start time from the controls restarts the countdown
    await openTab(page, "Controls")
    const startMs = page.getByTestId("startMs")
    await startMs.fill("5000")
    await startMs.press("Enter")
    await expect(values(page)).toHaveText(["00", "00", "00", "05"])
    await expect(page.getByRole("status")).not.toHaveText("Timer completed")
    await page.clock.runFor(1100)
    await expect(values(page)).toHaveText(["00", "00", "00", "04"])
  })

  test("a start time below the minimum is refused, never a crash", async ({ page }) => {
    await gotoDemo(page, "/timer-countdown?startMs=-5")
    await expect(values(page)).toHaveText(["02", "00", "00", "10"])
    await openTab(page, "Controls")
    await expect(page.locator(".controls-notice")).toContainText("startMs=-5")
  })
})
