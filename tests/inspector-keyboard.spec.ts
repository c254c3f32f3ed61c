import { expect, gotoDemo, test } from "./fixtures"
import { logRows, openInspector } from "./inspector"

test("the Inspector works by keyboard alone: graph, state list, log buttons and rows", async ({ page }) => {
  await gotoDemo(page, "/accordion?tab=inspector")
  const inspector = await openInspector(page)
  // two events to walk between
  const triggers = page.locator('main [data-scope="accordion"][data-part="item-trigger"]')
  await triggers.nth(0).click()
  await triggers.nth(1).click()
  await expect(logRows(inspector)).not.toHaveCount(0)

  await page.getByRole("tab", { name: "Inspector" }).focus()
  const reached: string[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab")
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? ""
      }),
    )
  }
  expect(reached).toEqual(
    expect.arrayContaining([
      "Copy replay link",
      "Copy as test",
      "Expand",
      "Zoom in",
      "Statechart graph of Machine",
      "States of Machine",
      "Pause",
      "Clear",
      "Copy as JSON",
      "Go to this event",
    ]),
  )
  // a button per event the accordion's current state accepts: focus left its triggers for the Inspector,
  // so it is idle, where only a trigger's focus moves it (the arrows' GOTO events belong to "focused")
  const sendButtons = reached.filter((name) => name.startsWith("Send "))
  expect(sendButtons).toContain("Send TRIGGER.FOCUS")
  expect(sendButtons).not.toContain("Send GOTO.NEXT")
  expect(sendButtons).not.toContain("Send TRIGGER.BLUR")

  // one row is in the tab order; the arrows move between rows, Enter selects the focused one
  const rowButtons = inspector.locator("button.inspector-event")
  await rowButtons.first().focus()
  await page.keyboard.press("ArrowDown")
  await expect(rowButtons.nth(1)).toBeFocused()
  // (leaving the widget logged a blur on top meanwhile: the row is followed by its element, not its place)
  const focused = page.locator("button.inspector-event:focus")
  await page.keyboard.press("Enter")
  await expect(focused).toHaveAttribute("aria-pressed", "true")
  await page.keyboard.press("ArrowUp")
  await expect(focused).toHaveAttribute("aria-pressed", "false")

  // the log's buttons answer the keyboard (what Pause does is tested on the countdown timer)
  await inspector.getByRole("button", { name: "Pause" }).focus()
  await page.keyboard.press("Enter")
  await expect(inspector.getByRole("button", { name: "Pause" })).toHaveAttribute("aria-pressed", "true")
  await page.keyboard.press("Space")
  await expect(inspector.getByRole("button", { name: "Pause" })).toHaveAttribute("aria-pressed", "false")
})
