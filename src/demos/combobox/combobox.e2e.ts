import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"

const input = (page: Page) => page.getByTestId("input")
const content = (page: Page) => page.getByTestId("combobox-content")
const items = (page: Page) => content(page).locator("[data-part='item']")

async function toggle(page: Page, key: string, on: boolean) {
  await page.getByTestId(key).click()
  await expect(page.getByTestId(key)).toBeChecked({ checked: on })
}

test.describe("combobox", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/combobox")
  })

  test("labelled input with named toggle button; the trigger shows all 29 countries", async ({ page }) => {
    await expect(page.getByRole("combobox", { name: "Select country" })).toBeVisible()
    await expect(page.getByTestId("trigger")).toHaveAccessibleName("Toggle suggestions")
    await expect(content(page)).toBeHidden()
    await page.getByRole("button", { name: "Toggle suggestions" }).click()
    await expect(content(page)).toBeVisible()
    await expect(items(page)).toHaveCount(29)
    await expect(items(page).first()).toHaveText(/Zambia/)
    await expect(items(page).last()).toHaveText(/Tunisia/)
    await page.getByTestId("trigger").click()
    await expect(content(page)).toBeHidden()
  })

  test("typing filters by label with a fuzzy match; no match shows the full list", async ({ page }) => {
    await input(page).fill("mal")
    await expect(content(page)).toBeVisible()
    await expect(items(page)).toHaveText([/Malawi/, /Malaysia/, /Maldives/, /Mali/, /Malta/])
    // fuzzy: letters in order, not adjacent
    await input(page).fill("tbg")
    await expect(items(page)).toHaveText([/Trinidad and Tobago/])
    await input(page).fill("xyzzy")
    await expect(items(page)).toHaveCount(29)
    // autohighlight: Enter picks the best match
    await input(page).fill("tog")
    await expect(page.getByTestId("TG")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("Togo")
    await expect(content(page)).toBeHidden()
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":["TG"]')
    // closing reset the list: the trigger opens all 29 again
    await page.getByTestId("trigger").click()
    await expect(items(page)).toHaveCount(29)
  })

  test("Set to Togo, the clear button and Clear Value", async ({ page }) => {
    await page.getByRole("button", { name: "Set to Togo" }).click()
    await expect(input(page)).toHaveValue("Togo")
    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("TG")).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("Escape")

    const clearButton = page.getByRole("button", { name: "Clear value", exact: true })
    await expect(clearButton).toBeVisible()
    await clearButton.click()
    await expect(input(page)).toHaveValue("")
    await expect(clearButton).toBeHidden()

    await page.getByRole("button", { name: "Set to Togo" }).click()
    await expect(input(page)).toHaveValue("Togo")
    await page.getByTestId("clear-value-button").click()
    await expect(input(page)).toHaveValue("")
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":[]')
  })

  test("keyboard: arrows open and move (looping), Escape closes, pointer click selects", async ({ page }) => {
    await input(page).focus()
    await page.keyboard.press("ArrowDown")
    await expect(content(page)).toBeVisible()
    await expect(page.getByTestId("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(page.getByTestId("TN")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(input(page)).toHaveValue("Tunisia")
    await expect(input(page)).toBeFocused()

    await page.keyboard.press("ArrowDown")
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()

    await page.getByTestId("trigger").click()
    await page.getByTestId("JP").click()
    await expect(input(page)).toHaveValue("Japan")
  })

  test("controls: loopFocus off, openOnClick, multiple, disabled; visualizer omits the collection", async ({
    page,
  }) => {
    await toggle(page, "loopFocus", false)
    await input(page).focus()
    await page.keyboard.press("ArrowDown")
    await expect(page.getByTestId("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(page.getByTestId("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")

    await toggle(page, "openOnClick", true)
    await input(page).click()
    await expect(content(page)).toBeVisible()
    await page.keyboard.press("Escape")

    await toggle(page, "multiple", true)
    await page.getByTestId("trigger").click()
    await page.getByTestId("CA").click()
    await page.getByTestId("JP").click()
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":["CA","JP"]')

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["CA", "JP"])
    expect(JSON.stringify(json)).not.toContain("collection")
    await openTab(page, "Controls")

    await toggle(page, "disabled", true)
    await expect(input(page)).toBeDisabled()
    await expect(page.getByTestId("trigger")).toBeDisabled()
  })
})
