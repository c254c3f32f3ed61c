import { expect, gotoDemo, test } from "@tests/fixtures"
import { currentStates, inspectorSection, logCell, logRows, openInspector } from "@tests/inspector"
import { MenuModel } from "@tests/models/menu.model"

test("nested menu inspector: each machine has its own section, statechart and log", async ({ page }) => {
  const menu = new MenuModel(page)
  await gotoDemo(page, "/nested-menu")
  await openInspector(page)
  await expect(page.locator(".toolbar .inspector-machine h2")).toHaveText([
    "Root Machine",
    "Sub Machine",
    "Sub2 Machine",
  ])
  const root = inspectorSection(page, "Root Machine")
  const sub = inspectorSection(page, "Sub Machine")
  await expect(sub.getByRole("region", { name: "States of Sub Machine" })).toBeVisible()
  await expect(sub.getByRole("table")).toBeVisible()

  await menu.trigger.click()
  await expect(menu.byTestId("menu")).toBeVisible()
  await expect(currentStates(root)).toHaveText(["open"])
  await menu.byTestId("more-tools").hover()
  await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
  // the root machine sent the submenu its event: it shows in the submenu's own log
  await expect(currentStates(sub)).toHaveText(["open"])
  await expect(logCell(logRows(sub).first(), "To")).toHaveText("open")
  await expect(currentStates(inspectorSection(page, "Sub2 Machine"))).toHaveText(["idle"])
})
