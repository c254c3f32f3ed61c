import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"

const box = (page: Page, n: number) => page.getByTestId(`input-${n}`)
const error = (page: Page) => page.getByTestId("pin-input-error")
const submitted = (page: Page) => page.getByRole("region", { name: "Submitted" }).locator("output")

test.describe("pin input", () => {
  test("three labelled boxes; typing moves along; submit shows the value; Clear and Focus", async ({ page }) => {
    await gotoDemo(page, "/pin-input")
    await expect(page.locator("main").getByText("Enter code:")).toBeVisible()
    for (const n of [1, 2, 3]) {
      await expect(box(page, n)).toHaveAttribute("aria-label", `pin code ${n} of 3`)
      await expect(box(page, n)).toHaveAttribute("placeholder", "○")
    }
    await box(page, 1).click()
    await page.keyboard.type("123")
    await expect(box(page, 1)).toHaveValue("1")
    await expect(box(page, 3)).toHaveValue("3")
    await expect(box(page, 3)).toBeFocused()
    await page.locator("main").getByRole("button", { name: "Submit" }).click()
    await expect(submitted(page)).toHaveText('{"test":"123"}')

    await box(page, 3).focus()
    await page.keyboard.press("Backspace")
    await expect(box(page, 3)).toHaveValue("")
    await expect(box(page, 2)).toHaveValue("2")

    await page.getByTestId("clear-button").click()
    for (const n of [1, 2, 3]) await expect(box(page, n)).toHaveValue("")
    await page.locator("main").getByRole("button", { name: "Focus" }).click()
    await expect(box(page, 1)).toBeFocused()
  })

  test("a character that does not fit the type is rejected with a visible message", async ({ page }) => {
    await gotoDemo(page, "/pin-input")
    await box(page, 1).click()
    await page.keyboard.type("a")
    await expect(box(page, 1)).toHaveValue("")
    await expect(error(page)).toHaveText("“a” is invalid in box 1: this code takes digits (0–9) only.")
    await page.keyboard.type("7")
    await expect(box(page, 1)).toHaveValue("7")
    await expect(error(page)).toHaveCount(0)

    await page.getByTestId("type").selectOption("alphabetic")
    await box(page, 2).click()
    await page.keyboard.type("5")
    await expect(box(page, 2)).toHaveValue("")
    await expect(error(page)).toContainText("this code takes letters (a–z) only")
    await page.keyboard.type("x")
    await expect(box(page, 2)).toHaveValue("x")

    await page.getByTestId("type").selectOption("alphanumeric")
    await box(page, 3).click()
    await page.keyboard.type("!")
    await expect(box(page, 3)).toHaveValue("")
    await expect(error(page)).toContainText("“!” is invalid in box 3")
  })

  test("paste fills the boxes", async ({ page }) => {
    await gotoDemo(page, "/pin-input")
    await box(page, 1).focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData("text/plain", "456")
      document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }))
    })
    await expect(box(page, 1)).toHaveValue("4")
    await expect(box(page, 2)).toHaveValue("5")
    await expect(box(page, 3)).toHaveValue("6")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["4", "5", "6"])
  })

  test("mask, otp and blurOnComplete from the controls", async ({ page }) => {
    await gotoDemo(page, "/pin-input?mask=true&otp=true&blurOnComplete=true")
    await expect(box(page, 1)).toHaveAttribute("type", "password")
    await expect(box(page, 1)).toHaveAttribute("autocomplete", "one-time-code")
    await box(page, 1).click()
    await page.keyboard.type("321")
    await expect(box(page, 3)).toHaveValue("1")
    await expect(box(page, 3)).not.toBeFocused()
  })
})
