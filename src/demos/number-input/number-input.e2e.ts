import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer } from "../../../tests/fixtures"

const input = (page: Page) => page.getByTestId("input")
const messages = (page: Page) => page.locator(".number-input-messages")
async function setControl(page: Page, key: string, value: string) {
  const field = page.getByTestId(key)
  await field.fill(value)
  await field.press("Enter")
}

test.describe("number input", () => {
  test("label, buttons and keyboard: arrows step, Home to min, End to max", async ({ page }) => {
    await gotoDemo(page, "/number-input")
    await expect(page.getByTestId("label")).toHaveText("Enter number:")
    await expect(page.getByTestId("dec-button")).toHaveText("DEC")
    await expect(page.getByTestId("inc-button")).toHaveText("INC")
    await expect(page.getByTestId("scrubber")).toBeAttached()
    await expect(input(page)).toHaveValue("")
    await expect(page.getByRole("spinbutton", { name: "Enter number:" })).toBeVisible()

    await page.getByTestId("inc-button").click()
    await expect(input(page)).toHaveValue("1")
    await expect(input(page)).toBeFocused()
    await page.getByTestId("inc-button").click()
    await page.getByTestId("dec-button").click()
    await expect(input(page)).toHaveValue("1")

    await page.keyboard.press("ArrowUp")
    await expect(input(page)).toHaveValue("2")
    await page.keyboard.press("End")
    await expect(input(page)).toHaveValue("100")
    await expect(page.getByTestId("inc-button")).toBeDisabled()
    await page.keyboard.press("ArrowUp")
    await expect(input(page)).toHaveValue("100")
    await page.keyboard.press("Home")
    await expect(input(page)).toHaveValue("0")
    await expect(page.getByTestId("dec-button")).toBeDisabled()
    await expect(input(page)).toHaveAttribute("aria-valuenow", "0")
  })

  test("holding a button repeats after 300 ms every 50 ms, and stops on release", async ({ page }) => {
    await page.clock.install({ time: new Date("2025-01-01T10:00:00") })
    await gotoDemo(page, "/number-input")
    await page.clock.pauseAt(new Date("2025-01-01T10:01:00"))
    await page.getByTestId("inc-button").hover()
    await page.mouse.down()
    await expect(input(page)).toHaveValue("1")
    await page.clock.runFor(299)
    await expect(input(page)).toHaveValue("1")
    // 1000 ms after the press: repeats every 50 ms since 300 ms, i.e. 14 more steps
    // (the interval starts once the machine has entered its spinning state, so allow one step of slack)
    await page.clock.runFor(701)
    await page.mouse.up()
    // the input text is synced on an animation frame, which the paused clock holds back
    await page.clock.runFor(100)
    const held = Number(await input(page).inputValue())
    expect(held).toBeGreaterThanOrEqual(14)
    expect(held).toBeLessThanOrEqual(16)
    // released: no more steps
    await page.clock.runFor(500)
    await expect(input(page)).toHaveValue(String(held))

    // with spinOnPress off a long press steps only once
    await page.getByTestId("spinOnPress").uncheck()
    await page.getByTestId("dec-button").hover()
    await page.mouse.down()
    await page.clock.runFor(1000)
    await page.mouse.up()
    await expect(input(page)).toHaveValue(String(held - 1))
  })

  test("typing accepts only valid partial numbers and says what it rejected", async ({ page }) => {
    await gotoDemo(page, "/number-input")
    await input(page).click()
    await page.keyboard.type("12a")
    await expect(input(page)).toHaveValue("12")
    await expect(messages(page)).toContainText("“a” was not accepted")
    await page.keyboard.type("-")
    await expect(input(page)).toHaveValue("12")
    await expect(messages(page)).toContainText("“-” was not accepted")
    await page.keyboard.type(".5")
    await expect(input(page)).toHaveValue("12.5")
    await expect(messages(page)).toBeEmpty()
  })

  test("out-of-range values are clamped on blur unless clamping is off", async ({ page }) => {
    await gotoDemo(page, "/number-input")
    await input(page).click()
    await page.keyboard.type("150")
    await expect(messages(page)).toContainText("Above the maximum of 100")
    await page.keyboard.press("Tab")
    await expect(input(page)).toHaveValue("100")
    await expect(messages(page)).toBeEmpty()

    await page.getByTestId("clampValueOnBlur").uncheck()
    await input(page).fill("")
    await input(page).click()
    await page.keyboard.type("150")
    await page.keyboard.press("Tab")
    await expect(input(page)).toHaveValue("150")
    await expect(input(page)).toHaveAttribute("aria-invalid", "true")
    await expect(messages(page)).toContainText("Above the maximum of 100. Clamping is off.")
  })

  test("step, min, max and format options from the controls change the widget", async ({ page }) => {
    await gotoDemo(page, "/number-input")
    await setControl(page, "step", "5")
    await setControl(page, "min", "10")
    await input(page).click()
    await page.keyboard.press("Home")
    await expect(input(page)).toHaveValue("10")
    await page.keyboard.press("ArrowUp")
    await expect(input(page)).toHaveValue("15")

    await page.getByTestId("formatOptions.style").selectOption("currency")
    await expect(input(page)).toHaveValue("$15.00")
    await page.getByTestId("locale").selectOption("de-DE")
    await page.getByTestId("formatOptions.currency").selectOption("EUR")
    await expect(input(page)).toHaveValue(/^15,00\s€$/)
    await page.getByTestId("formatOptions.style").selectOption("decimal")
    await setControl(page, "formatOptions.minimumFractionDigits", "2")
    await expect(input(page)).toHaveValue("15,00")
    await expect(page).toHaveURL(/formatOptions.minimumFractionDigits=2/)

    await openTab(page, "Visualizer")
    const json = JSON.parse((await visualizer(page).textContent()) ?? "{}")
    expect(json.props).toMatchObject({ step: 5, min: 10, max: 100, locale: "de-DE" })
    expect(json.context.value).toBe("15")
  })

  test("format options Intl cannot combine are reported, not thrown", async ({ page }) => {
    await gotoDemo(page, "/number-input?formatOptions.minimumFractionDigits=5&formatOptions.maximumFractionDigits=2")
    await expect(messages(page)).toContainText("Number format ignored")
    await page.getByTestId("inc-button").click()
    await expect(input(page)).toHaveValue("1")
    await setControl(page, "min", "200")
    await expect(messages(page)).toContainText("The minimum (200) is above the maximum (100).")
  })

  test("dragging the scrubber changes the value", async ({ page }) => {
    await gotoDemo(page, "/number-input?max=1000")
    const box = await page.getByTestId("scrubber").boundingBox()
    if (!box) throw new Error("no scrubber")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await expect(page.getByTestId("scrubber")).toHaveAttribute("data-scrubbing", "")
    for (let i = 1; i <= 5; i++) await page.mouse.move(box.x + box.width / 2 + i * 10, box.y + box.height / 2)
    await page.mouse.up()
    await expect(page.getByTestId("scrubber")).not.toHaveAttribute("data-scrubbing", "")
    await expect.poll(async () => Number(await input(page).inputValue())).toBeGreaterThan(0)
  })
})
