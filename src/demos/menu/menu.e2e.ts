import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer, listeningOutside } from "@tests/fixtures"
import { content, menuItem as item } from "@tests/models/menu.model"

const trigger = (page: Page) => page.locator("main").getByRole("button", { name: "Actions" })
const selected = (page: Page) => page.locator("main output")

test.describe("menu", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/menu")
  })

  test("click opens the four actions; a click selects, closes and shows the value", async ({ page }) => {
    await expect(content(page)).toHaveCount(0)
    await expect(selected(page)).toHaveText("—")
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(page.getByRole("menuitem")).toHaveText(["Edit", "Duplicate", "Delete", "Export..."])
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "true")
    await item(page, "Delete").click()
    await expect(content(page)).toHaveCount(0)
    await expect(selected(page)).toHaveText("delete")
    await expect(trigger(page)).toBeFocused()
  })

  test("keyboard: arrows, typeahead, Enter and Space select, Escape closes", async ({ page }) => {
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeVisible()
    await expect(item(page, "Edit")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(item(page, "Duplicate")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(item(page, "Delete")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press(" ")
    await expect(content(page)).toHaveCount(0)
    await expect(selected(page)).toHaveText("delete")
    await expect(trigger(page)).toBeFocused()

    await page.keyboard.press("ArrowDown")
    await expect(item(page, "Edit")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("End")
    await expect(item(page, "Export...")).toHaveAttribute("data-highlighted", "")
    // loopFocus is off: ArrowDown on the last item stays there
    await page.keyboard.press("ArrowDown")
    await expect(item(page, "Export...")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.type("d")
    await expect(item(page, "Duplicate")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(content(page)).toHaveCount(0)
    await expect(selected(page)).toHaveText("duplicate")
    await expect(trigger(page)).toBeFocused()

    await page.keyboard.press("ArrowDown")
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveCount(0)
    await expect(trigger(page)).toBeFocused()
  })

  test("closeOnSelect off keeps the menu open; loopFocus wraps", async ({ page }) => {
    await page.getByTestId("closeOnSelect").uncheck()
    await page.getByTestId("loopFocus").check()
    await expect(page).toHaveURL(/closeOnSelect=false&loopFocus=true/)
    await trigger(page).click()
    await item(page, "Edit").click()
    await expect(selected(page)).toHaveText("edit")
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("End")
    await page.keyboard.press("ArrowDown")
    await expect(item(page, "Edit")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveCount(0)
  })

  test("an outside click closes it and the visualizer shows the state", async ({ page }) => {
    await openTab(page, "Visualizer")
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    await expect(visualizer(page)).toContainText('"state": "open"')
    await listeningOutside(page)
    await page.locator("main h1").click()
    await expect(content(page)).toHaveCount(0)
    await expect(visualizer(page)).toContainText('"state": "closed"')
  })
})
