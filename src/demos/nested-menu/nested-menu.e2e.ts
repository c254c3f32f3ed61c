import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, stopClock, test, visualizer } from "@tests/fixtures"

const trigger = (page: Page) => page.getByTestId("trigger")
const root = (page: Page) => page.getByTestId("menu")
const sub = (page: Page) => page.getByTestId("more-tools-submenu")
const sub2 = (page: Page) => page.getByTestId("open-nested-submenu")
const highlighted = (page: Page, id: string) => expect(page.getByTestId(id)).toHaveAttribute("data-highlighted", "")

test.describe("nested menu", () => {
  test("three levels with their items; submenus open on hover after the machine's delay", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/nested-menu")
    await stopClock(page, 1000)
    await expect(root(page)).toBeHidden()
    await trigger(page).click()
    // let the menu take its place before pointing at an item
    await page.clock.runFor(50)
    await expect(root(page)).toBeVisible()
    await expect(root(page).getByRole("menuitem")).toHaveText([
      "New File",
      "New Tab",
      "New Window",
      "More Tools →",
      "Export",
      "Go to Google...",
    ])

    // @zag-js/menu 1.47.0 waits 200 ms before opening a submenu on hover (older releases: 100 ms)
    await page.getByTestId("more-tools").hover()
    await page.clock.runFor(150)
    await expect(sub(page)).toBeHidden()
    await page.clock.runFor(100)
    await expect(sub(page)).toBeVisible()
    await expect(sub(page).getByRole("menuitem")).toHaveText([
      "Save Page As...",
      "Create Shortcuts",
      "Name Window...",
      "Open nested →",
      "Switch Window",
      "New Terminal",
    ])

    await page.clock.runFor(50)
    await page.getByTestId("open-nested").hover()
    await page.clock.runFor(250)
    await expect(sub2(page)).toBeVisible()
    await expect(sub2(page).getByRole("menuitem")).toHaveText(["Welcome", "Playground", "Export"])

    await sub2(page).getByTestId("playground").click()
    await expect(root(page)).toBeHidden()
    await expect(sub(page)).toBeHidden()
    await expect(sub2(page)).toBeHidden()
    await expect(page.locator("main output")).toHaveText("playground")
  })

  test("keyboard: ArrowRight opens a submenu, ArrowLeft and Escape close", async ({ page }) => {
    await gotoDemo(page, "/nested-menu")
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await highlighted(page, "new-file")
    await expect(root(page)).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
    await highlighted(page, "more-tools")
    await page.keyboard.press("ArrowRight")
    await expect(sub(page)).toBeVisible()
    await expect(sub(page)).toBeFocused()
    await highlighted(page, "save-page")
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
    await highlighted(page, "open-nested")
    await page.keyboard.press("ArrowRight")
    await expect(sub2(page)).toBeVisible()
    await expect(sub2(page)).toBeFocused()
    await highlighted(page, "welcome")

    await page.keyboard.press("ArrowLeft")
    await expect(sub2(page)).toBeHidden()
    await expect(sub(page)).toBeVisible()
    await expect(sub(page)).toBeFocused()
    await highlighted(page, "open-nested")
    await page.keyboard.press("ArrowLeft")
    await expect(sub(page)).toBeHidden()
    await expect(root(page)).toBeFocused()
    await highlighted(page, "more-tools")

    await page.keyboard.press("ArrowRight")
    await expect(sub(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(sub(page)).toBeHidden()
    await expect(root(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()

    // an item of a submenu selected with Enter
    await page.keyboard.press("Enter")
    await expect(root(page)).toBeFocused()
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
    await highlighted(page, "more-tools")
    await page.keyboard.press("ArrowRight")
    await expect(sub(page)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await highlighted(page, "shortcut")
    await page.keyboard.press("Enter")
    await expect(root(page)).toBeHidden()
    await expect(page.locator("main output")).toHaveText("shortcut")
  })

  test("one visualizer per machine", async ({ page }) => {
    await gotoDemo(page, "/nested-menu")
    await expect(page.locator(".toolbar .viz summary")).toHaveText(["Root Machine", "Sub Machine", "Sub2 Machine"])
    await trigger(page).click()
    await page.getByTestId("more-tools").hover()
    await expect(sub(page)).toBeVisible()
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
