import type { Page } from "@playwright/test"
import { chooseViewSetting, expect, gotoDemo, openTab, setControl, test, visualizer } from "@tests/fixtures"

const bar = (page: Page) => page.locator('main [data-scope="progress"][data-part="track"]')
const circle = (page: Page) => page.locator('main [data-scope="progress"][data-part="circle"]')
const valueText = (page: Page) => page.locator('main [data-scope="progress"][data-part="value-text"]')
const button = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true })

const optionProblem = (page: Page) => page.locator(".toolbar").getByRole("alert")
const setMax = (page: Page, text: string) => setControl(page, "max", text)

test.describe("progress", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/progress")
  })

  test("starts midway between min 0 and max 100, with circular and linear views", async ({ page }) => {
    await expect(page.locator("main")).toContainText("Upload progress")
    for (const el of [bar(page), circle(page)]) {
      await expect(el).toHaveAttribute("role", "progressbar")
      await expect(el).toHaveAttribute("aria-valuenow", "50")
      await expect(el).toHaveAttribute("aria-valuemin", "0")
      await expect(el).toHaveAttribute("aria-valuemax", "100")
      await expect(el).toHaveAttribute("aria-label", "50 percent")
    }
    await expect(valueText(page)).toHaveText("50 percent")
    // the linear range is drawn at half width
    const track = await bar(page).boundingBox()
    const range = await page.locator('main [data-part="range"]').boundingBox()
    expect(Math.abs(range!.width / track!.width - 0.5)).toBeLessThan(0.03)
  })

  test("Increase, Decrease and Indeterminate change the value by 20 or to loading", async ({ page }) => {
    await button(page, "Increase").click()
    await expect(valueText(page)).toHaveText("70 percent")
    await button(page, "Decrease").click()
    await button(page, "Decrease").click()
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "30")
    await button(page, "Indeterminate").click()
    await expect(valueText(page)).toHaveText("loading...")
    await expect(bar(page)).toHaveAttribute("aria-label", "loading...")
    await expect(bar(page)).not.toHaveAttribute("aria-valuenow", /.*/)
    await expect(page.locator('main [data-scope="progress"][data-part="root"]')).toHaveAttribute(
      "data-state",
      "indeterminate",
    )
    // keyboard: from loading, Increase starts at the minimum
    await button(page, "Increase").focus()
    await page.keyboard.press("Enter")
    await expect(valueText(page)).toHaveText("20 percent")
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"value": 20')
  })

  test("a value outside min..max is refused with a visible message", async ({ page }) => {
    await button(page, "Increase").click()
    await button(page, "Increase").click()
    await expect(valueText(page)).toHaveText("90 percent")
    await button(page, "Increase").click()
    await expect(page.getByTestId("value-error")).toHaveText(
      "The value passed exceeds the max value: 110 is above 100. The value was not changed.",
    )
    await expect(valueText(page)).toHaveText("90 percent")
    // a valid change clears the message
    await button(page, "Decrease").click()
    await expect(page.getByTestId("value-error")).toHaveCount(0)
    for (let i = 0; i < 3; i++) await button(page, "Decrease").click()
    await expect(valueText(page)).toHaveText("10 percent")
    await button(page, "Decrease").click()
    await expect(page.getByTestId("value-error")).toContainText(
      "The value passed exceeds the min value: -10 is below 0",
    )
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "10")
  })

  test("a non-number max typed in the controls is refused in the Controls panel, never a crash", async ({ page }) => {
    await setMax(page, "abc")
    await expect(optionProblem(page)).toContainText("The max value passed is not a valid number")
    await expect(optionProblem(page)).toContainText("abc")
    await expect(page.getByTestId("max")).toHaveValue("abc")
    await expect(bar(page)).toHaveAttribute("aria-valuemax", "100")
    await expect(valueText(page)).toHaveText("50 percent")
    // the widget keeps working
    await button(page, "Increase").click()
    await expect(valueText(page)).toHaveText("70 percent")

    // a valid max applies live; the same value is now 35 percent of 200
    await setMax(page, "200")
    await expect(optionProblem(page)).toHaveCount(0)
    await expect(bar(page)).toHaveAttribute("aria-valuemax", "200")
    await expect(valueText(page)).toHaveText("35 percent")

    // a max below the current value applies; the bar shows the value clamped and says so
    await setMax(page, "40")
    await expect(page.getByTestId("range-error")).toHaveText(
      "The value passed exceeds the max value: 70 is above 40. The bar shows 40.",
    )
    await expect(bar(page)).toHaveAttribute("aria-valuemax", "40")
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "40")
    await button(page, "Decrease").click()
    await expect(page.getByTestId("range-error")).toHaveCount(0)
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "20")
  })

  test("a bad max or min from the URL shows the problem in the Controls panel on load", async ({ page }) => {
    await gotoDemo(page, "/progress?max=ten")
    await expect(optionProblem(page)).toContainText("The max value passed is not a valid number")
    await expect(valueText(page)).toHaveText("50 percent")

    await gotoDemo(page, "/progress?min=100&max=50")
    await expect(optionProblem(page)).toContainText("The max value must be greater than the min value")
    await expect(bar(page)).toHaveAttribute("aria-valuemin", "0")

    await gotoDemo(page, "/progress?min=100&max=300")
    await expect(optionProblem(page)).toHaveCount(0)
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "200")
    await expect(valueText(page)).toHaveText("50 percent")
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
  })

  test("fixSetValue: with a negative min, Decrease goes below 0", async ({ page }) => {
    await gotoDemo(page, "/progress?min=-100")
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "0")
    await button(page, "Decrease").click()
    await expect(bar(page)).toHaveAttribute("aria-valuenow", "-20")
    await expect(valueText(page)).toHaveText("40 percent")
  })

  test("dir and orientation come from the controls", async ({ page }) => {
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(page.locator('main [data-scope="progress"][data-part="root"]')).toHaveAttribute("dir", "rtl")
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(bar(page)).toHaveAttribute("data-orientation", "vertical")
    const box = await bar(page).boundingBox()
    expect(box!.height).toBeGreaterThan(box!.width)
  })
})
