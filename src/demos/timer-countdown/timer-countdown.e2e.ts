import { expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"
import { TimerModel } from "@tests/models/timer.model"

const START_MS = 2 * 24 * 60 * 60 * 1000 + 10 * 1000

test.describe("timer countdown", () => {
  test.beforeEach(async ({ page }) => {
    // a paused fake clock: time only moves when the test runs it
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") })
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"))
  })

  test("counts down from 2 days 10 seconds; Pause, Resume and Reset", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-countdown")
    await expect(timer.values).toHaveText(["02", "00", "00", "10"])
    await expect(timer.labels).toHaveText(["days", "hours", "minutes", "seconds"])
    // autoStart: running, so only Pause and Reset are offered
    await expect(timer.button("Start")).toBeHidden()
    await expect(timer.button("Resume")).toBeHidden()

    await page.clock.runFor(3100)
    await expect(timer.values).toHaveText(["02", "00", "00", "07"])

    await timer.button("Pause").click()
    await expect(timer.status).toHaveText("Paused")
    await page.clock.runFor(5000)
    await expect(timer.values).toHaveText(["02", "00", "00", "07"])

    await timer.button("Resume").click()
    await page.clock.runFor(2100)
    await expect(timer.values).toHaveText(["02", "00", "00", "05"])

    await timer.button("Pause").click()
    await timer.button("Reset").click()
    await expect(timer.values).toHaveText(["02", "00", "00", "10"])
    await expect(timer.button("Start")).toBeVisible()
    await expect(timer.button("Reset")).toBeHidden()

    // keyboard: Start is a real button
    await timer.button("Start").focus()
    await page.keyboard.press("Enter")
    await expect(timer.button("Pause")).toBeVisible()
    await page.clock.runFor(1100)
    await expect(timer.values).toHaveText(["02", "00", "00", "09"])
  })

  test("ticks every 250 ms (the visualizer shows the count)", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-countdown")
    await expect(visualizer(page)).toBeVisible()
    const start = await timer.currentMs()
    expect(start).toBe(START_MS)
    await page.clock.runFor(300)
    await expect.poll(() => timer.currentMs()).toBe(START_MS - 250)
    await page.clock.runFor(250)
    await expect.poll(() => timer.currentMs()).toBe(START_MS - 500)
    // a tick shorter than the interval does not change the count
    await page.clock.runFor(100)
    expect(await timer.currentMs()).toBe(START_MS - 500)
  })

  test("completion is announced on the page; Reset or a new start time starts over", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-countdown?startMs=3000")
    await expect(timer.values).toHaveText(["00", "00", "00", "03"])
    await expect(page.getByRole("status")).not.toHaveText("Timer completed")
    await page.clock.runFor(3500)
    await expect(timer.values).toHaveText(["00", "00", "00", "00"])
    await expect(page.getByRole("status")).toHaveText("Timer completed")
    await expect(timer.button("Start")).toBeVisible()
    await timer.button("Reset").click()
    await expect(timer.values).toHaveText(["00", "00", "00", "03"])
    await expect(page.getByRole("status")).toHaveText("Stopped")
    await expect(timer.button("Reset")).toBeHidden()
    await timer.button("Start").click()
    await page.clock.runFor(3500)
    await expect(page.getByRole("status")).toHaveText("Timer completed")

    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"state": "idle"')
    // a new start time from the controls restarts the countdown
    await openTab(page, "Controls")
    const startMs = page.getByTestId("startMs")
    await startMs.fill("5000")
    await startMs.press("Enter")
    await expect(timer.values).toHaveText(["00", "00", "00", "05"])
    await expect(page.getByRole("status")).not.toHaveText("Timer completed")
    await page.clock.runFor(1100)
    await expect(timer.values).toHaveText(["00", "00", "00", "04"])
  })

  test("a start time below the minimum is refused, never a crash", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-countdown?startMs=-5")
    await expect(timer.values).toHaveText(["02", "00", "00", "10"])
    await openTab(page, "Controls")
    await expect(page.locator(".controls-notice")).toContainText("startMs=-5")
  })
})
