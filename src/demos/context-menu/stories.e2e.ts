import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

// the context menu's Part B stories (stories.md, context-menu); their menus are portalled into the layer in <main>
const openMenus = (page: Page) => page.locator("main [data-scope='menu'][data-part='content'][data-state='open']")

test.describe("context menu stories", () => {
  test("nested: a right click opens the menu at the pointer; Appearance opens its submenu; a choice closes both", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu/nested")
    const area = menu.main.getByText("Open context menu")
    await area.click({ button: "right", position: { x: 50, y: 40 } })
    await expect(openMenus(page)).toHaveCount(1)
    const root = openMenus(page)
    await expect(root.getByRole("menuitem")).toHaveText(["Edit", "Duplicate", "Delete", "Export", "Appearance ➡️"])
    const areaBox = (await area.boundingBox())!
    const rootBox = (await root.boundingBox())!
    expect(Math.abs(rootBox.x - (areaBox.x + 50))).toBeLessThan(12)
    expect(Math.abs(rootBox.y - (areaBox.y + 40))).toBeLessThan(12)

    const appearance = menu.item("Appearance ➡️")
    await expect(appearance).toHaveAttribute("aria-haspopup", "menu")
    await appearance.hover()
    await expect(openMenus(page)).toHaveCount(2)
    await expect(appearance).toHaveAttribute("aria-expanded", "true")
    const submenu = openMenus(page).nth(1)
    await expect(submenu.getByRole("menuitem")).toHaveText(["Full screen", "Zoom in", "Zoom out"])
    // the submenu sits beside the root menu, at the end of its line
    const subBox = (await submenu.boundingBox())!
    expect(subBox.x).toBeGreaterThanOrEqual(rootBox.x + rootBox.width - 8)
    await submenu.getByRole("menuitem", { name: "Zoom in" }).click()
    await expect(openMenus(page)).toHaveCount(0)
    await expect(page.getByTestId("selected")).toHaveText("Selected: zoom-in")

    // a root item closes the menu too
    await area.click({ button: "right" })
    await menu.item("Duplicate").click()
    await expect(openMenus(page)).toHaveCount(0)
    await expect(page.getByTestId("selected")).toHaveText("Selected: duplicate")
  })

  test("nested: by keyboard, Shift+F10 opens it, ArrowRight enters the submenu, ArrowLeft and Escape back out", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu/nested")
    const area = menu.main.getByText("Open context menu")
    await area.focus()
    await page.keyboard.press("Shift+F10")
    await expect(openMenus(page)).toHaveCount(1)
    await expect(openMenus(page)).toBeFocused()
    await page.keyboard.press("End")
    await expect(menu.item("Appearance ➡️")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowRight")
    await expect(openMenus(page)).toHaveCount(2)
    await expect(menu.item("Full screen")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    // each key after the render that shows the one before (zag reads its context as of the last render)
    await page.keyboard.press("ArrowDown")
    await expect(menu.item("Zoom in")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(menu.item("Zoom out")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowLeft")
    await expect(openMenus(page)).toHaveCount(1)
    await expect(menu.item("Appearance ➡️")).toHaveAttribute("data-highlighted", "")
    await expect(openMenus(page)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(openMenus(page)).toHaveCount(2)
    await expect(menu.item("Full screen")).toHaveAttribute("data-highlighted", "")
    await menu.expectOpenMenuFocused()
    await page.keyboard.press("ArrowDown")
    await expect(menu.item("Zoom in")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(openMenus(page)).toHaveCount(0)
    await expect(page.getByTestId("selected")).toHaveText("Selected: zoom-in")
    await expect(area).toBeFocused()

    await page.keyboard.press("Shift+F10")
    await expect(openMenus(page)).toHaveCount(1)
    await page.keyboard.press("Escape")
    await expect(openMenus(page)).toHaveCount(0)
    await expect(area).toBeFocused()
  })

  test("lazy-mount ✱: the menu, mounted only while open, opens at the pointer, again on a second right-click at the same spot", async ({
    page,
  }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/context-menu/lazy-mount")
    const content = page.locator("main [data-scope='menu'][data-part='content']")
    await expect(menu.main.getByText("Try: right-click the area")).toBeVisible()
    await expect(content).toHaveCount(0)
    const area = menu.contextArea
    const areaBox = (await area.boundingBox())!
    // the menu's top corner sits at the pointer: zag places it there, the gutter (8 px) below it
    const expectAtPointer = async (x: number, y: number) => {
      await expect(openMenus(page)).toBeVisible()
      await expect
        .poll(async () => {
          const box = (await openMenus(page).boundingBox())!
          const [dx, dy] = [box.x - (areaBox.x + x), box.y - (areaBox.y + y)]
          return Math.abs(dx) <= 3 && dy >= 0 && dy <= 12
        })
        .toBe(true)
    }

    await area.click({ button: "right", position: { x: 60, y: 40 } })
    await expectAtPointer(60, 40)
    await expect(openMenus(page).getByRole("menuitem")).toHaveText(["Edit", "Duplicate", "Delete", "Export..."])
    await page.keyboard.press("Escape")
    await expect(content).toHaveCount(0)

    // the same spot again: the new content opens there too
    await area.click({ button: "right", position: { x: 60, y: 40 } })
    await expectAtPointer(60, 40)
    await menu.item("Delete").click()
    await expect(content).toHaveCount(0)
    await expect(page.getByTestId("selected")).toHaveText("Selected: delete")

    // a third time at the same spot, then at another spot while it is open
    await area.click({ button: "right", position: { x: 60, y: 40 } })
    await expectAtPointer(60, 40)
    // beside the open menu, not under it
    const [x2, y2] = [Math.round(areaBox.width) - 30, 20]
    await area.click({ button: "right", position: { x: x2, y: y2 } })
    await expectAtPointer(x2, y2)
    await page.keyboard.press("Escape")
    await expect(content).toHaveCount(0)
    await expect(area).toBeFocused()
  })

  test("multiple-trigger: six items share one context menu; the active one is current, the menu follows it, focus returns to it", async ({
    page,
  }) => {
    await gotoDemo(page, "/context-menu/multiple-trigger")
    await expect(page.getByRole("heading", { name: "File Explorer - Right-click on any item" })).toBeVisible()
    const file = (value: number) =>
      page.locator(`main [data-scope='menu'][data-part='context-trigger'][data-value='${value}']`)
    await expect(page.locator("main [data-part='context-trigger']")).toHaveText([
      /Documents/,
      /Photos/,
      /report\.pdf/,
      /presentation\.pptx/,
      /notes\.txt/,
      /Downloads/,
    ])
    const activeTrigger = page.getByTestId("active-trigger")
    const activeFile = page.getByTestId("active-file")
    const expectCurrent = async (value: number) => {
      for (let other = 1; other <= 6; other++)
        if (other === value) await expect(file(other)).toHaveAttribute("data-current", "")
        else await expect(file(other)).not.toHaveAttribute("data-current")
    }
    // the menu's corner at the right-click's point (the gutter below it)
    const expectAt = (value: number, x: number, y: number) =>
      expect
        .poll(async () => {
          const [t, m] = [(await file(value).boundingBox())!, (await openMenus(page).boundingBox())!]
          const [dx, dy] = [m.x - (t.x + x), m.y - (t.y + y)]
          return Math.abs(dx) <= 3 && dy >= 0 && dy <= 12
        })
        .toBe(true)

    await file(3).click({ button: "right", position: { x: 20, y: 10 } })
    await expect(openMenus(page)).toBeVisible()
    await expectCurrent(3)
    await expect(activeTrigger).toHaveText("Active Trigger: 3")
    await expect(activeFile).toHaveText("Active File: report.pdf")
    await expect(openMenus(page).getByRole("menuitem")).toHaveText(["Open File", "Rename", "Copy", "Cut", "Delete"])
    await expectAt(3, 20, 10)

    // another item's right click moves the same menu there, and it names a folder's action
    await file(1).click({ button: "right", position: { x: 30, y: 12 } })
    await expectCurrent(1)
    await expect(activeTrigger).toHaveText("Active Trigger: 1")
    await expect(activeFile).toHaveText("Active File: Documents")
    await expect(page.locator("main [data-part='item'][data-value='open']")).toHaveText("Open Folder")
    await expectAt(1, 30, 12)
    await page.getByRole("menuitem", { name: "Rename" }).click()
    await expect(openMenus(page)).toHaveCount(0)
    await expect(page.getByTestId("last-action")).toHaveText("Last action: rename 1")

    // a left click elsewhere closes it
    await file(5).click({ button: "right" })
    await expect(openMenus(page)).toBeVisible()
    await expect(activeFile).toHaveText("Active File: notes.txt")
    await page.getByRole("heading", { name: "File Explorer - Right-click on any item" }).click()
    await expect(openMenus(page)).toHaveCount(0)

    // by keyboard: Shift+F10 on a focused item, Escape, focus back on that item
    await file(4).focus()
    await page.keyboard.press("Shift+F10")
    await expect(openMenus(page)).toBeVisible()
    await expect(activeFile).toHaveText("Active File: presentation.pptx")
    await expect(openMenus(page)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("menuitem", { name: "Open File" })).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")
    await expect(openMenus(page)).toHaveCount(0)
    await expect(file(4)).toBeFocused()
  })
})
