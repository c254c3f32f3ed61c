import { expect, gotoDemo, test } from "@tests/fixtures"
import { logCell, logRows, openInspector } from "@tests/inspector"

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

  test("Pause stops new rows, Clear empties the log, Copy as JSON yields the rows as JSON", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoDemo(page, "/timer-countdown")
    const inspector = await openInspector(page)
    const rows = logRows(inspector)
    await expect(rows.nth(1)).toBeAttached()

    const pause = inspector.getByRole("button", { name: "Pause" })
    await pause.click()
    await expect(pause).toHaveAttribute("aria-pressed", "true")
    const count = await rows.count()
    // the timer goes on ticking (its display changes twice) and no row is added
    const display = page.locator("main [data-part=area]")
    const before = await display.textContent()
    await expect(display).not.toHaveText(before ?? "")
    const after = await display.textContent()
    await expect(display).not.toHaveText(after ?? "")
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
