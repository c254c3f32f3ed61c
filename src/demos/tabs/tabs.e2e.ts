import { chooseViewSetting, expect, gotoDemo, test } from "@tests/fixtures"

type Page = import("@playwright/test").Page
const tab = (page: Page, id: string) => page.getByTestId(`${id}-tab`)
const panel = (page: Page, id: string) => page.getByTestId(`${id}-tab-panel`)

test.describe("tabs", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/tabs")
  })

  test("starts on Nils Frahm with three tabs", async ({ page }) => {
    await expect(page.locator("main [role=tab]")).toHaveText(["Nils Frahm", "Agnes Obel", "Joke"])
    await expect(tab(page, "nils")).toHaveAttribute("aria-selected", "true")
    await expect(panel(page, "nils")).toBeVisible()
    await expect(panel(page, "agnes")).toBeHidden()
  })

  test("click selects a tab and shows its panel", async ({ page }) => {
    await tab(page, "agnes").click()
    await expect(panel(page, "agnes")).toBeVisible()
    await expect(panel(page, "agnes").getByPlaceholder("Agnes")).toBeVisible()
    await expect(panel(page, "nils")).toBeHidden()
  })

  test("automatic activation: arrows select, Home and End jump, focus loops", async ({ page }) => {
    await tab(page, "nils").click()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "agnes")).toBeFocused()
    await expect(panel(page, "agnes")).toBeVisible()
    await page.keyboard.press("End")
    await expect(tab(page, "joke")).toBeFocused()
    await expect(panel(page, "joke")).toBeVisible()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "nils")).toBeFocused()
    await page.keyboard.press("End")
    await page.keyboard.press("Home")
    await expect(tab(page, "nils")).toBeFocused()
    await expect(panel(page, "nils")).toBeVisible()
  })

  test("manual activation: arrows only move focus, Enter selects", async ({ page }) => {
    await page.getByTestId("activationMode").selectOption("manual")
    await tab(page, "nils").click()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "agnes")).toBeFocused()
    await expect(panel(page, "nils")).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(panel(page, "agnes")).toBeVisible()
  })

  test("without loopFocus the arrows stop at the ends", async ({ page }) => {
    await page.getByTestId("loopFocus").uncheck()
    await tab(page, "joke").click()
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, "joke")).toBeFocused()
  })

  test("deselectable lets a click clear the selection", async ({ page }) => {
    await page.getByTestId("deselectable").check()
    await tab(page, "nils").click()
    await expect(tab(page, "nils")).toHaveAttribute("aria-selected", "false")
    await expect(panel(page, "nils")).toBeHidden()
  })

  test("vertical orientation uses up and down arrows", async ({ page }) => {
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(page.locator("main [role=tablist]")).toHaveAttribute("aria-orientation", "vertical")
    await tab(page, "nils").click()
    await page.keyboard.press("ArrowDown")
    await expect(tab(page, "agnes")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(tab(page, "nils")).toBeFocused()
  })

  test("rtl reverses the horizontal arrows", async ({ page }) => {
    await chooseViewSetting(page, "Direction", "RTL")
    await tab(page, "nils").click()
    await page.keyboard.press("ArrowLeft")
    await expect(tab(page, "agnes")).toBeFocused()
  })
})
