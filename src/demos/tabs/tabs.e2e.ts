import { chooseViewSetting, expect, gotoDemo, test } from "@tests/fixtures"
import { TabsModel } from "@tests/models/tabs.model"

test.describe("tabs", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/tabs")
  })

  test("starts on Nils Frahm with three tabs", async ({ page }) => {
    const tabs = new TabsModel(page)
    await expect(page.locator("main [role=tab]")).toHaveText(["Nils Frahm", "Agnes Obel", "Joke"])
    await expect(tabs.tab("nils")).toHaveAttribute("aria-selected", "true")
    await expect(tabs.panel("nils")).toBeVisible()
    await expect(tabs.panel("agnes")).toBeHidden()
  })

  test("click selects a tab and shows its panel", async ({ page }) => {
    const tabs = new TabsModel(page)
    await tabs.tab("agnes").click()
    await expect(tabs.panel("agnes")).toBeVisible()
    await expect(tabs.panel("agnes").getByPlaceholder("Agnes")).toBeVisible()
    await expect(tabs.panel("nils")).toBeHidden()
  })

  test("automatic activation: arrows select, Home and End jump, focus loops", async ({ page }) => {
    const tabs = new TabsModel(page)
    await tabs.tab("nils").click()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.tab("agnes")).toBeFocused()
    await expect(tabs.panel("agnes")).toBeVisible()
    await page.keyboard.press("End")
    await expect(tabs.tab("joke")).toBeFocused()
    await expect(tabs.panel("joke")).toBeVisible()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.tab("nils")).toBeFocused()
    await page.keyboard.press("End")
    await page.keyboard.press("Home")
    await expect(tabs.tab("nils")).toBeFocused()
    await expect(tabs.panel("nils")).toBeVisible()
  })

  test("manual activation: arrows only move focus, Enter selects", async ({ page }) => {
    const tabs = new TabsModel(page)
    await page.getByTestId("activationMode").selectOption("manual")
    await tabs.tab("nils").click()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.tab("agnes")).toBeFocused()
    await expect(tabs.panel("nils")).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(tabs.panel("agnes")).toBeVisible()
  })

  test("without loopFocus the arrows stop at the ends", async ({ page }) => {
    const tabs = new TabsModel(page)
    await page.getByTestId("loopFocus").uncheck()
    await tabs.tab("joke").click()
    await page.keyboard.press("ArrowRight")
    await expect(tabs.tab("joke")).toBeFocused()
  })

  test("deselectable lets a click clear the selection", async ({ page }) => {
    const tabs = new TabsModel(page)
    await page.getByTestId("deselectable").check()
    await tabs.tab("nils").click()
    await expect(tabs.tab("nils")).toHaveAttribute("aria-selected", "false")
    await expect(tabs.panel("nils")).toBeHidden()
  })

  test("vertical orientation uses up and down arrows", async ({ page }) => {
    const tabs = new TabsModel(page)
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(page.locator("main [role=tablist]")).toHaveAttribute("aria-orientation", "vertical")
    await tabs.tab("nils").click()
    await page.keyboard.press("ArrowDown")
    await expect(tabs.tab("agnes")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(tabs.tab("nils")).toBeFocused()
  })

  test("rtl reverses the horizontal arrows", async ({ page }) => {
    const tabs = new TabsModel(page)
    await chooseViewSetting(page, "Direction", "RTL")
    await tabs.tab("nils").click()
    await page.keyboard.press("ArrowLeft")
    await expect(tabs.tab("agnes")).toBeFocused()
  })
})
