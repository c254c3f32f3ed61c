import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { PinInputModel } from "@tests/models/pin-input.model"

test.describe("pin input", () => {
  test("three labelled boxes; typing moves along; submit shows the value; Clear and Focus", async ({ page }) => {
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input")
    await expect(page.locator("main").getByText("Enter code:")).toBeVisible()
    for (const n of [1, 2, 3]) {
      await expect(pin.box(n)).toHaveAttribute("aria-label", `pin code ${n} of 3`)
      await expect(pin.box(n)).toHaveAttribute("placeholder", "○")
    }
    await pin.box(1).click()
    await page.keyboard.type("123")
    await expect(pin.box(1)).toHaveValue("1")
    await expect(pin.box(3)).toHaveValue("3")
    await expect(pin.box(3)).toBeFocused()
    await page.locator("main").getByRole("button", { name: "Submit" }).click()
    await expect(pin.submitted).toHaveText('{"test":"123"}')

    await pin.box(3).focus()
    await page.keyboard.press("Backspace")
    await expect(pin.box(3)).toHaveValue("")
    await expect(pin.box(2)).toHaveValue("2")

    await page.getByTestId("clear-button").click()
    for (const n of [1, 2, 3]) await expect(pin.box(n)).toHaveValue("")
    await page.locator("main").getByRole("button", { name: "Focus" }).click()
    await expect(pin.box(1)).toBeFocused()
  })

  test("a character that does not fit the type is rejected with a visible message", async ({ page }) => {
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input")
    await pin.box(1).click()
    await page.keyboard.type("a")
    await expect(pin.box(1)).toHaveValue("")
    await expect(pin.error).toHaveText("“a” is invalid in box 1: this code takes digits (0–9) only.")
    await page.keyboard.type("7")
    await expect(pin.box(1)).toHaveValue("7")
    await expect(pin.error).toHaveCount(0)

    await page.getByTestId("type").selectOption("alphabetic")
    await pin.box(2).click()
    await page.keyboard.type("5")
    await expect(pin.box(2)).toHaveValue("")
    await expect(pin.error).toContainText("this code takes letters (a–z) only")
    await page.keyboard.type("x")
    await expect(pin.box(2)).toHaveValue("x")

    await page.getByTestId("type").selectOption("alphanumeric")
    await pin.box(3).click()
    await page.keyboard.type("!")
    await expect(pin.box(3)).toHaveValue("")
    await expect(pin.error).toContainText("“!” is invalid in box 3")
  })

  test("paste fills the boxes", async ({ page }) => {
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input")
    await pin.box(1).focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData("text/plain", "456")
      document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }))
    })
    await expect(pin.box(1)).toHaveValue("4")
    await expect(pin.box(2)).toHaveValue("5")
    await expect(pin.box(3)).toHaveValue("6")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["4", "5", "6"])
  })

  test("mask, otp and blurOnComplete from the controls", async ({ page }) => {
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input?mask=true&otp=true&blurOnComplete=true")
    await expect(pin.box(1)).toHaveAttribute("type", "password")
    await expect(pin.box(1)).toHaveAttribute("autocomplete", "one-time-code")
    await pin.box(1).click()
    await page.keyboard.type("321")
    await expect(pin.box(3)).toHaveValue("1")
    await expect(pin.box(3)).not.toBeFocused()
  })
})
