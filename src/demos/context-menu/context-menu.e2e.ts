import type { Page } from "@playwright/test"
import { expect, gotoDemo, stopClock, test } from "@tests/fixtures"
import { content, menuItem, output } from "@tests/models/menu.model"

const area = (page: Page) => page.locator("main").getByText("Right Click here")

test.describe("context menu", () => {
  test("right click opens the actions at the pointer; a click selects and shows it", async ({ page }) => {
    await gotoDemo(page, "/context-menu")
    await expect(content(page)).toBeHidden()
    await area(page).click({ button: "right", position: { x: 60, y: 40 } })
    await expect(content(page)).toBeVisible()
    await expect(content(page).getByRole("menuitem")).toHaveText(["Edit", "Duplicate", "Delete", "Export..."])

    const areaBox = await area(page).boundingBox()
    const menuBox = await content(page).boundingBox()
    expect(Math.abs(menuBox!.x - (areaBox!.x + 60))).toBeLessThan(12)
    expect(Math.abs(menuBox!.y - (areaBox!.y + 40))).toBeLessThan(12)

    await menuItem(page, "Delete").click()
    await expect(content(page)).toBeHidden()
    await expect(output(page)).toHaveText("delete")

    // Escape closes without selecting
    await area(page).click({ button: "right" })
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(output(page)).toHaveText("delete")
  })

  test("a 700 ms long press opens it on touch", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/context-menu")
    await stopClock(page, 1000)
    const box = (await area(page).boundingBox())!
    const point = { clientX: box.x + 30, clientY: box.y + 30 }
    await area(page).dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(650)
    await expect(content(page)).toBeHidden()
    await page.clock.runFor(100)
    await expect(content(page)).toBeVisible()
    await area(page).dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, ...point })
    await expect(content(page)).toBeVisible()

    // a short tap does not open it
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await area(page).dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(300)
    await area(page).dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, ...point })
    await page.clock.runFor(1000)
    await expect(content(page)).toBeHidden()
  })

  test("keyboard: Shift+F10 or the ContextMenu key on the focused area opens it (the browser sends contextmenu)", async ({
    page,
  }) => {
    await gotoDemo(page, "/context-menu")
    await area(page).focus()
    await page.keyboard.press("Shift+F10")
    await expect(content(page)).toBeVisible()
    await expect(content(page)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(menuItem(page, "Duplicate")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeHidden()
    await expect(output(page)).toHaveText("duplicate")

    await area(page).focus()
    await page.keyboard.press("ContextMenu")
    await expect(content(page)).toBeVisible()
  })

  test("fixContextMenuFocusReturn: Escape or a keyboard selection brings focus back to the area", async ({ page }) => {
    await gotoDemo(page, "/context-menu")
    await area(page).click({ button: "right" })
    await expect(content(page)).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(area(page)).toBeFocused()

    await area(page).click({ button: "right" })
    // zag moves focus into the menu on the next frame: a user's key comes after that
    await expect(content(page)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeHidden()
    await expect(output(page)).toHaveText("edit")
    await expect(area(page)).toBeFocused()
  })
})
