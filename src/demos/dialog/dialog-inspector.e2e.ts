import { expect, gotoDemo, test } from "@tests/fixtures"
import { currentStates, logCell, logRows, openInspector } from "@tests/inspector"
import { DialogModel } from "@tests/models/dialog.model"

test("dialog inspector: Click me logs closed → open and highlights open; Escape logs the way back", async ({
  page,
}) => {
  const dialog = new DialogModel(page)
  await gotoDemo(page, "/dialog")
  const inspector = await openInspector(page)
  await expect(currentStates(inspector)).toHaveText(["closed"])

  await dialog.trigger.click()
  await expect(page.getByRole("dialog")).toBeVisible()
  const newest = logRows(inspector).first()
  await expect(logCell(newest, "From")).toHaveText("closed")
  await expect(logCell(newest, "To")).toHaveText("open")
  await expect(currentStates(inspector)).toHaveText(["open"])
  await expect(inspector.locator(".inspector-graph [data-current] text").first()).toHaveText("open")

  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toBeHidden()
  await expect(logCell(logRows(inspector).first(), "From")).toHaveText("open")
  await expect(logCell(logRows(inspector).first(), "To")).toHaveText("closed")
  await expect(currentStates(inspector)).toHaveText(["closed"])
})
