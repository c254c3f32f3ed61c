import { expect, gotoDemo, test } from "@tests/fixtures"
import { NumberInputModel } from "@tests/models/number-input.model"

test.describe("number-input stories", () => {
  test("wrapped: stepping above 10 lands on 0, below 0 on 10", async ({ page }) => {
    const number = new NumberInputModel(page)
    await gotoDemo(page, "/number-input/wrapped")
    await expect(page.getByText("Enter number:")).toBeVisible()
    await expect(number.input).toHaveValue("0")
    await number.decrementButton.click()
    await expect(number.input).toHaveValue("10")
    await number.decrementButton.click()
    await expect(number.input).toHaveValue("9")
    await number.incrementButton.click()
    await number.incrementButton.click()
    await expect(number.input).toHaveValue("0")

    await number.input.press("ArrowDown")
    await expect(number.input).toHaveValue("10")
    await number.input.press("ArrowUp")
    await expect(number.input).toHaveValue("0")
  })

  test("controlled: an external value keeps all its digits until a format option rounds it", async ({ page }) => {
    const number = new NumberInputModel(page)
    const click = (testId: string) => page.getByTestId(testId).click()
    await gotoDemo(page, "/number-input/controlled")
    await expect(page.getByText("Controlled Number Input (0-1000):")).toBeVisible()

    await click("set-decimal")
    await expect(number.input).toHaveValue("123.456789012345")
    await expect(page.getByTestId("value-text")).toHaveText("123.456789012345")
    await expect(page.getByTestId("value-number")).toHaveText("123.456789012345")
    await expect(page.getByTestId("format-options")).toHaveText("none")

    await click("precision-4")
    await expect(number.input).toHaveValue("123.4568")
    await expect(page.getByTestId("max-fraction-digits")).toHaveText("4")
    await click("precision-2")
    await expect(number.input).toHaveValue("123.46")
    await click("currency-format")
    await expect(number.input).toHaveValue("$123.46")
    await expect(page.getByTestId("format-options")).toHaveText('{"style":"currency","currency":"USD"}')

    await click("no-format")
    await click("set-simple")
    await expect(number.input).toHaveValue("50.25")
    await number.incrementButton.click()
    await expect(number.input).toHaveValue("51.25")
    await expect(page.getByTestId("value-text")).toHaveText("51.25")

    await click("set-zero")
    await expect(number.input).toHaveValue("0")
    await click("clear-value")
    await expect(number.input).toHaveValue("")
    await expect(page.getByTestId("value-text")).toHaveText("empty")

    await number.input.fill("42.123456")
    await expect(page.getByTestId("value-text")).toHaveText("42.123456")
    await number.input.press("Tab")
    await expect(number.input).toHaveValue("42.123456")
  })
})
