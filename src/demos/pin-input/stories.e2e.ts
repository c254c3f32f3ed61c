import { expect, gotoDemo, test } from "@tests/fixtures"
import { PinInputModel } from "@tests/models/pin-input.model"

test.describe("pin-input stories", () => {
  test("controlled: buttons set the value React holds, and typing after an external set keeps working", async ({
    page,
  }) => {
    const pin = new PinInputModel(page)
    const readOut = page.getByText(/^Controlled value:/)
    await gotoDemo(page, "/pin-input/controlled")
    await expect(readOut).toHaveText("Controlled value: []")

    await page.getByRole("button", { name: "Set 1-2-3" }).click()
    await expect(pin.box(1)).toHaveValue("1")
    await expect(pin.box(2)).toHaveValue("2")
    await expect(pin.box(3)).toHaveValue("3")
    await expect(readOut).toHaveText('Controlled value: ["1", "2", "3"]')

    await pin.box(2).click()
    await page.keyboard.type("7")
    await expect(pin.box(2)).toHaveValue("7")
    await expect(readOut).toHaveText('Controlled value: ["1", "7", "3"]')

    await page.getByTestId("clear-button").click()
    await expect(pin.box(1)).toHaveValue("")
    // zag clears to one empty string per box; Reset empties the array
    await expect(readOut).toHaveText('Controlled value: ["", "", ""]')

    await pin.box(1).click()
    await page.keyboard.type("45")
    await expect(readOut).toHaveText('Controlled value: ["4", "5", ""]')
    await page.getByTestId("reset-value").click()
    await expect(pin.box(1)).toHaveValue("")
    await expect(pin.box(2)).toHaveValue("")
    await expect(readOut).toHaveText("Controlled value: []")
  })

  test("controlled: the controls reach the machine", async ({ page }) => {
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input/controlled")
    await page.getByTestId("mask").check()
    await expect(pin.box(1)).toHaveAttribute("type", "password")
    await page.getByTestId("type").selectOption("alphabetic")
    await pin.box(1).click()
    await page.keyboard.type("a")
    await expect(pin.box(1)).toHaveValue("a")
  })

  test("transform-paste: pasting 1-2-3 fills 1, 2, 3 and the complete code submits the form", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const pin = new PinInputModel(page)
    await gotoDemo(page, "/pin-input/transform-paste")
    const logged = page.waitForEvent("console", (message) => message.text().startsWith("submitted"))
    await page.evaluate(() => navigator.clipboard.writeText("1-2-3"))
    await pin.box(1).click()
    await page.keyboard.press("ControlOrMeta+V")
    await expect(pin.box(1)).toHaveValue("1")
    await expect(pin.box(2)).toHaveValue("2")
    await expect(pin.box(3)).toHaveValue("3")
    await expect(page.getByTestId("submitted")).toHaveText('Submitted: {"test":"123"}')
    expect((await logged).text()).toContain("123")
  })
})
