import { expect, gotoDemo, stopClock, test } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

test.describe("context menu", () => {
  test("right click opens the actions at the pointer; a click selects and shows it", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu")
    await expect(menu.content).toBeHidden()
    await menu.contextArea.click({ button: "right", position: { x: 60, y: 40 } })
    await expect(menu.content).toBeVisible()
    await expect(menu.content.getByRole("menuitem")).toHaveText(["Edit", "Duplicate", "Delete", "Export..."])

    const areaBox = await menu.contextArea.boundingBox()
    const menuBox = await menu.content.boundingBox()
    expect(Math.abs(menuBox!.x - (areaBox!.x + 60))).toBeLessThan(12)
    expect(Math.abs(menuBox!.y - (areaBox!.y + 40))).toBeLessThan(12)

    await menu.item("Delete").click()
    await expect(menu.content).toBeHidden()
    await expect(menu.output).toHaveText("delete")

    // Escape closes without selecting
    await menu.contextArea.click({ button: "right" })
    await expect(menu.content).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(menu.content).toBeHidden()
    await expect(menu.output).toHaveText("delete")
  })

  test("a 700 ms long press opens it on touch", async ({ page }) => {
    const menu = new MenuModel(page)
    await page.clock.install()
    await gotoDemo(page, "/context-menu")
    await stopClock(page, 1000)
    const box = (await menu.contextArea.boundingBox())!
    const point = { clientX: box.x + 30, clientY: box.y + 30 }
    await menu.contextArea.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(650)
    await expect(menu.content).toBeHidden()
    await page.clock.runFor(100)
    await expect(menu.content).toBeVisible()
    await menu.contextArea.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, ...point })
    await expect(menu.content).toBeVisible()

    // a short tap does not open it
    await page.keyboard.press("Escape")
    await expect(menu.content).toBeHidden()
    await menu.contextArea.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(300)
    await menu.contextArea.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(1000)
    await expect(menu.content).toBeHidden()
  })

  test("keyboard: Shift+F10 or the ContextMenu key on the focused area opens it (the browser sends contextmenu)", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu")
    await menu.contextArea.focus()
    await page.keyboard.press("Shift+F10")
    await expect(menu.content).toBeVisible()
    await expect(menu.content).toBeFocused()
    await menu.pressAndMove("ArrowDown", 2)
    await expect(menu.item("Duplicate")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(menu.content).toBeHidden()
    await expect(menu.output).toHaveText("duplicate")

    await menu.contextArea.focus()
    await page.keyboard.press("ContextMenu")
    await expect(menu.content).toBeVisible()
  })

  test("fixContextMenuFocusReturn: Escape or a keyboard selection brings focus back to the area", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu")
    await menu.contextArea.click({ button: "right" })
    await expect(menu.content).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(menu.content).toBeHidden()
    await expect(menu.contextArea).toBeFocused()

    await menu.contextArea.click({ button: "right" })
    // zag moves focus into the menu on the next frame: a user's key comes after that
    await expect(menu.content).toBeFocused()
    await menu.pressAndMove("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(menu.content).toBeHidden()
    await expect(menu.output).toHaveText("edit")
    await expect(menu.contextArea).toBeFocused()
  })
})
