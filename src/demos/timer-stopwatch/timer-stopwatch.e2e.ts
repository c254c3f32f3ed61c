import { expect, gotoDemo, openTab, test } from "@tests/fixtures"
import { TimerModel } from "@tests/models/timer.model"

test.describe("timer stopwatch", () => {
  test.beforeEach(async ({ page }) => {
    // a paused fake clock: time only moves when the test runs it
    await page.clock.install({ time: new Date("2025-01-01T00:00:00Z") })
    await page.clock.pauseAt(new Date("2025-01-01T00:00:01Z"))
  })

  test("counts up from zero; Pause, Resume and Reset", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-stopwatch")
    await expect(timer.values).toHaveText(["00", "00", "00", "00"])
    // the action buttons sit inside the timer root
    await expect(timer.control).toBeAttached()
    await page.clock.runFor(61_100)
    await expect(timer.values).toHaveText(["00", "00", "01", "01"])

    await timer.button("Pause").click()
    await page.clock.runFor(10_000)
    await expect(timer.values).toHaveText(["00", "00", "01", "01"])
    await expect(timer.status).toHaveText("Paused")

    await timer.button("Resume").click()
    await page.clock.runFor(2100)
    await expect(timer.values).toHaveText(["00", "00", "01", "03"])

    // Reset while running keeps running from zero
    await timer.button("Reset").click()
    await expect(timer.values).toHaveText(["00", "00", "00", "00"])
    await page.clock.runFor(1100)
    await expect(timer.values).toHaveText(["00", "00", "00", "01"])

    // Reset while paused stops: Start comes back
    await timer.button("Pause").click()
    await timer.button("Reset").click()
    await expect(timer.button("Start")).toBeVisible()
    await page.clock.runFor(3000)
    await expect(timer.values).toHaveText(["00", "00", "00", "00"])
    await timer.button("Start").press("Enter")
    await page.clock.runFor(1100)
    await expect(timer.values).toHaveText(["00", "00", "00", "01"])
  })

  test("ticks every 250 ms; the interval comes from the controls", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-stopwatch")
    await page.clock.runFor(300)
    await expect.poll(() => timer.currentMs()).toBe(250)
    await page.clock.runFor(250)
    await expect.poll(() => timer.currentMs()).toBe(500)
    await page.clock.runFor(250)
    await expect.poll(() => timer.currentMs()).toBe(750)

    await gotoDemo(page, "/timer-stopwatch?interval=1000")
    await page.clock.runFor(600)
    expect(await timer.currentMs()).toBe(0)
    await page.clock.runFor(500)
    await expect.poll(() => timer.currentMs()).toBe(1000)
  })

  test("a target stops the stopwatch; a target before the start is refused with a message", async ({ page }) => {
    const timer = new TimerModel(page)
    await gotoDemo(page, "/timer-stopwatch?targetMs=2000")
    await page.clock.runFor(2600)
    await expect(timer.values).toHaveText(["00", "00", "00", "02"])
    await expect(page.getByRole("status")).toHaveText("Target reached")
    // stopped at the target, Reset stays offered so the run can start over
    await expect(timer.button("Reset")).toBeVisible()

    await openTab(page, "Controls")
    const startMs = page.getByTestId("startMs")
    await startMs.fill("5000")
    await startMs.press("Enter")
    await expect(page.locator(".toolbar [role=alert]")).toContainText(
      "targetMs (2000) must be greater than startMs (5000)",
    )
    await expect(timer.values).toHaveText(["00", "00", "00", "05"])
    await page.clock.runFor(1100)
    await expect(timer.values).toHaveText(["00", "00", "00", "06"])
    await openTab(page, "Visualizer")
    expect(await timer.currentMs()).toBe(6000)
  })
})
