import { expect, gotoDemo, test } from "@tests/fixtures"
import { currentStates, logCell, logRows, openInspector } from "@tests/inspector"
import { FloatingPanelModel } from "@tests/models/floating-panel.model"

test("floating panel inspector: a drag is logged into open.dragging and back", async ({ page }) => {
  const floating = new FloatingPanelModel(page)
  await gotoDemo(page, "/floating-panel")
  const inspector = await openInspector(page)
  await floating.trigger.click()
  const header = floating.header
  const b = await header.boundingBox()
  if (!b) throw new Error("no panel header")
  await page.mouse.move(b.x + 40, b.y + b.height / 2)
  await page.mouse.down()
  await page.mouse.move(b.x + 80, b.y + b.height / 2 + 20, { steps: 4 })
  await expect(currentStates(inspector)).toHaveText(["open", "open.dragging"])
  await page.mouse.up()

  const rows = logRows(inspector)
  await expect(
    rows.filter({ has: page.locator("td:nth-child(4)", { hasText: /^open\.dragging$/ }) }).first(),
  ).toBeVisible()
  await expect(logCell(rows.first(), "From")).toHaveText("open.dragging")
  await expect(logCell(rows.first(), "To")).toHaveText("open.idle")
  // a move while dragging changes the position: the row names the key and expands to before → after
  const move = rows.filter({ has: page.locator("td:nth-child(2)", { hasText: /^DRAG$/ }) }).first()
  await expect(logCell(move, "Changed")).toContainText("position")
  await logCell(move, "Changed").getByRole("button").click()
  await expect(inspector.locator(".inspector-detail").first()).toContainText(
    /position\s*\{"x":\d+,"y":\d+\} → \{"x":\d+,"y":\d+\}/,
  )
})
