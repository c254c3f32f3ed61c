import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { fruitIds as ids, input, item } from "@tests/models/fruit-radios.model"

const indicator = (page: Page) => page.locator('main [data-scope="radio-group"][data-part="indicator"]')

/** Horizontal distance between the indicator and the item, once the slide has settled. */
async function offsetFrom(page: Page, id: string) {
  const [box, target] = await Promise.all([indicator(page).boundingBox(), item(page, id).boundingBox()])
  if (!box || !target) return Number.POSITIVE_INFINITY
  return Math.abs(box.x - target.x) + Math.abs(box.width - target.width)
}

test.describe("segment control", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/segment-control")
  })

  test("a horizontal group of four fruits with its hooks and nothing selected", async ({ page }) => {
    const group = page.getByRole("radiogroup", { name: "Fruits" })
    await expect(group).toHaveAttribute("aria-orientation", "horizontal")
    for (const [i, id] of ids.entries()) {
      await expect(page.getByTestId(`label-${id}`)).toHaveText(["Apples", "Oranges", "Mangoes", "Grapes"][i])
      await expect(input(page, id)).not.toBeChecked()
    }
    await expect(indicator(page)).toBeHidden()
    const [apple, grape] = await Promise.all([item(page, "apple").boundingBox(), item(page, "grape").boundingBox()])
    expect(grape!.x).toBeGreaterThan(apple!.x)
    expect(Math.abs(grape!.y - apple!.y)).toBeLessThan(2)
  })

  test("the indicator follows the selection by pointer and keyboard; reset clears", async ({ page }) => {
    await item(page, "mango").click()
    await expect(input(page, "mango")).toBeChecked()
    await expect(indicator(page)).toBeVisible()
    await expect.poll(() => offsetFrom(page, "mango")).toBeLessThan(2)

    await page.keyboard.press("ArrowRight")
    await expect(input(page, "grape")).toBeFocused()
    await expect(input(page, "grape")).toBeChecked()
    await expect.poll(() => offsetFrom(page, "grape")).toBeLessThan(2)

    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(input(page, "orange")).toBeChecked()
    await expect.poll(() => offsetFrom(page, "orange")).toBeLessThan(2)

    await page.locator("main").getByRole("button", { name: "reset", exact: true }).click()
    for (const id of ids) await expect(input(page, id)).not.toBeChecked()
    await expect(indicator(page)).toBeHidden()
  })

  test("disabled and readOnly from the controls", async ({ page }) => {
    await page.getByTestId("disabled").check()
    for (const id of ids) await expect(input(page, id)).toBeDisabled()
    await page.getByTestId("disabled").uncheck()

    await item(page, "apple").click()
    await page.getByTestId("readOnly").check()
    await item(page, "orange").click({ force: true })
    await expect(input(page, "apple")).toBeChecked()
    await expect(input(page, "orange")).not.toBeChecked()

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("apple")
    expect(json.props).toMatchObject({ name: "fruit", orientation: "horizontal", readOnly: true })
  })
})
