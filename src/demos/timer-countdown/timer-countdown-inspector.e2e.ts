import { expect, gotoDemo, test } from "@tests/fixtures"
import { logCell, logRows, openInspector } from "@tests/inspector"
import { TimerModel } from "@tests/models/timer.model"

test.describe("timer countdown inspector", () => {
  test("logs the machine's own TICK events while it runs", async ({ page }) => {
    await gotoDemo(page, "/timer-countdown")
    const inspector = await openInspector(page)
    const ticks = logRows(inspector).filter({ has: page.locator("td:nth-child(2)", { hasText: /^TICK$/ }) })
    await expect(ticks.nth(2)).toBeAttached()
    await expect(logCell(ticks.first(), "From")).toHaveText("running")
    await expect(logCell(ticks.first(), "To")).toHaveText("running")
    await expect(logCell(ticks.first(), "Changed")).toHaveText("currentMs")
  })

  test("Pause stops new rows, Clear empties the log, Copy as JSON yields the rows as JSON", async ({
    page,
    context,
  }) => {
    const timer = new TimerModel(page)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoDemo(page, "/timer-countdown")
    const inspector = await openInspector(page)
    const rows = logRows(inspector)
    await expect(rows.nth(1)).toBeAttached()

    const pause = inspector.getByRole("button", { name: "Pause", exact: true })
    await pause.click()
    await expect(pause).toHaveAttribute("aria-pressed", "true")
    // the timer goes on ticking; the log shows what came before the pause once it catches up (it follows
    // at most every 500 ms, two ticks), then no row is added while the display changes twice more
    const display = timer.area
    const ticks = async (n: number) => {
      for (let i = 0; i < n; i++) await expect(display).not.toHaveText((await display.textContent()) ?? "")
    }
    await ticks(3)
    const count = await rows.count()
    await ticks(2)
    await expect(rows).toHaveCount(count)

    await inspector.getByRole("button", { name: "Clear" }).click()
    await expect(rows).toHaveCount(0)
    await pause.click()
    await expect(pause).toHaveAttribute("aria-pressed", "false")
    await expect(rows.nth(1)).toBeAttached()

    await inspector.getByRole("button", { name: "Copy as JSON" }).click()
    await expect(inspector.getByRole("status")).toContainText(/Copied \d+ events as JSON/)
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))
    expect(Array.isArray(copied)).toBe(true)
    expect(copied.length).toBeGreaterThanOrEqual(2)
    expect(copied[0]).toMatchObject({ event: "TICK", from: "running", to: "running" })
    expect(copied[0].time).toBeGreaterThanOrEqual(copied[1].time)
    expect(Object.keys(copied[0].changed)).toEqual(["currentMs"])
  })
})
