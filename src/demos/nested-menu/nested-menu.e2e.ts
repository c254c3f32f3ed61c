import { expect, gotoDemo, openTab, stopClock, test, visualizer } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

test.describe("nested menu", () => {
  test("three levels with their items; submenus open on hover after the machine's delay", async ({ page }) => {
    const menu = new MenuModel(page)
    await page.clock.install()
    await gotoDemo(page, "/nested-menu")
    await stopClock(page, 1000)
    await expect(menu.byTestId("menu")).toBeHidden()
    await menu.trigger.click()
    // let the menu take its place before pointing at an item
    await page.clock.runFor(50)
    await expect(menu.byTestId("menu")).toBeVisible()
    await expect(menu.byTestId("menu").getByRole("menuitem")).toHaveText([
      "New File",
      "New Tab",
      "New Window",
      "More Tools →",
      "Export",
      "Go to Google...",
    ])

    // @zag-js/menu 1.47.0 waits 200 ms before opening a submenu on hover (older releases: 100 ms)
    await menu.byTestId("more-tools").hover()
    await page.clock.runFor(150)
    await expect(menu.byTestId("more-tools-submenu")).toBeHidden()
    await page.clock.runFor(100)
    await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
    await expect(menu.byTestId("more-tools-submenu").getByRole("menuitem")).toHaveText([
      "Save Page As...",
      "Create Shortcuts",
      "Name Window...",
      "Open nested →",
      "Switch Window",
      "New Terminal",
    ])

    await page.clock.runFor(50)
    await menu.byTestId("open-nested").hover()
    await page.clock.runFor(250)
    await expect(menu.byTestId("open-nested-submenu")).toBeVisible()
    await expect(menu.byTestId("open-nested-submenu").getByRole("menuitem")).toHaveText([
      "Welcome",
      "Playground",
      "Export",
    ])

    await menu.byTestId("open-nested-submenu").getByTestId("playground").click()
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(menu.byTestId("more-tools-submenu")).toBeHidden()
    await expect(menu.byTestId("open-nested-submenu")).toBeHidden()
    await expect(menu.output).toHaveText("playground")
  })

  test("keyboard: ArrowRight opens a submenu, ArrowLeft and Escape close", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/nested-menu")
    await menu.trigger.focus()
    await page.keyboard.press("Enter")
    await menu.expectHighlighted("new-file")
    await expect(menu.byTestId("menu")).toBeFocused()
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("more-tools")
    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
    await expect(menu.byTestId("more-tools-submenu")).toBeFocused()
    await menu.expectHighlighted("save-page")
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("open-nested")
    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("open-nested-submenu")).toBeVisible()
    await expect(menu.byTestId("open-nested-submenu")).toBeFocused()
    await menu.expectHighlighted("welcome")

    await page.keyboard.press("ArrowLeft")
    await expect(menu.byTestId("open-nested-submenu")).toBeHidden()
    await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
    await expect(menu.byTestId("more-tools-submenu")).toBeFocused()
    await menu.expectHighlighted("open-nested")
    await page.keyboard.press("ArrowLeft")
    await expect(menu.byTestId("more-tools-submenu")).toBeHidden()
    await expect(menu.byTestId("menu")).toBeFocused()
    await menu.expectHighlighted("more-tools")

    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(menu.byTestId("more-tools-submenu")).toBeHidden()
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(menu.trigger).toBeFocused()

    // an item of a submenu selected with Enter
    await page.keyboard.press("Enter")
    await expect(menu.byTestId("menu")).toBeFocused()
    await menu.pressAndMove("ArrowDown", 3)
    await menu.expectHighlighted("more-tools")
    await page.keyboard.press("ArrowRight")
    await expect(menu.byTestId("more-tools-submenu")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await menu.expectHighlighted("shortcut")
    await page.keyboard.press("Enter")
    await expect(menu.byTestId("menu")).toBeHidden()
    await expect(menu.output).toHaveText("shortcut")
  })

  test("one visualizer per machine", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/nested-menu")
    await expect(page.locator(".toolbar .viz summary")).toHaveText(["Root Machine", "Sub Machine", "Sub2 Machine"])
    await menu.trigger.click()
    await menu.byTestId("more-tools").hover()
    await expect(menu.byTestId("more-tools-submenu")).toBeVisible()
    await expect(visualizer(page, "Root Machine")).toContainText('"state": "open"')
    await expect(visualizer(page, "Sub Machine")).toContainText('"isSubmenu": true')
    await expect(visualizer(page, "Sub Machine")).toContainText('"state": "open"')
    await expect(visualizer(page, "Sub2 Machine")).toContainText('"state": "idle"')
    await page.keyboard.press("Escape")
    await openTab(page, "Controls")
    await page.getByTestId("loopFocus").check()
    await openTab(page, "Visualizer")
    await expect(visualizer(page, "Sub2 Machine")).toContainText('"loopFocus": true')
  })
})
