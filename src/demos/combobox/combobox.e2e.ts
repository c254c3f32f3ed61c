import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { toggleControl } from "@tests/models/controls"
import { ComboboxModel } from "@tests/models/combobox.model"

test.describe("combobox", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/combobox")
  })

  test("labelled input with named toggle button; the trigger shows all 29 countries", async ({ page }) => {
    const combobox = new ComboboxModel(page)
    await expect(page.getByRole("combobox", { name: "Select country" })).toBeVisible()
    await expect(combobox.trigger).toHaveAccessibleName("Toggle suggestions")
    await expect(combobox.content).toBeHidden()
    await page.getByRole("button", { name: "Toggle suggestions" }).click()
    await expect(combobox.content).toBeVisible()
    await expect(combobox.items).toHaveCount(29)
    await expect(combobox.items.first()).toHaveText(/Zambia/)
    await expect(combobox.items.last()).toHaveText(/Tunisia/)
    await combobox.trigger.click()
    await expect(combobox.content).toBeHidden()
  })

  test("typing filters by label with a fuzzy match; no match shows the full list", async ({ page }) => {
    const combobox = new ComboboxModel(page)
    await combobox.input.fill("mal")
    await expect(combobox.content).toBeVisible()
    await expect(combobox.items).toHaveText([/Malawi/, /Malaysia/, /Maldives/, /Mali/, /Malta/])
    // fuzzy: letters in order, not adjacent
    await combobox.input.fill("tbg")
    await expect(combobox.items).toHaveText([/Trinidad and Tobago/])
    await combobox.input.fill("xyzzy")
    await expect(combobox.items).toHaveCount(29)
    // autohighlight: Enter picks the best match
    await combobox.input.fill("tog")
    await expect(combobox.item("TG")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(combobox.input).toHaveValue("Togo")
    await expect(combobox.content).toBeHidden()
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":["TG"]')
    // closing reset the list: the trigger opens all 29 again
    await combobox.trigger.click()
    await expect(combobox.items).toHaveCount(29)
  })

  test("Set to Togo, the clear button and Clear Value", async ({ page }) => {
    const combobox = new ComboboxModel(page)
    await page.getByRole("button", { name: "Set to Togo" }).click()
    await expect(combobox.input).toHaveValue("Togo")
    await combobox.trigger.click()
    await expect(combobox.item("TG")).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("Escape")

    const clearButton = page.getByRole("button", { name: "Clear value", exact: true })
    await expect(clearButton).toBeVisible()
    await clearButton.click()
    await expect(combobox.input).toHaveValue("")
    await expect(clearButton).toBeHidden()

    await page.getByRole("button", { name: "Set to Togo" }).click()
    await expect(combobox.input).toHaveValue("Togo")
    await page.getByTestId("clear-value-button").click()
    await expect(combobox.input).toHaveValue("")
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":[]')
  })

  test("keyboard: arrows open and move (looping), Escape closes, pointer click selects", async ({ page }) => {
    const combobox = new ComboboxModel(page)
    await combobox.input.focus()
    await page.keyboard.press("ArrowDown")
    await expect(combobox.content).toBeVisible()
    await expect(combobox.item("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(combobox.item("TN")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(combobox.input).toHaveValue("Tunisia")
    await expect(combobox.input).toBeFocused()

    await page.keyboard.press("ArrowDown")
    await expect(combobox.content).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(combobox.content).toBeHidden()

    await combobox.trigger.click()
    await combobox.item("JP").click()
    await expect(combobox.input).toHaveValue("Japan")
  })

  test("controls: loopFocus off, openOnClick, multiple, disabled; visualizer omits the collection", async ({
    page,
  }) => {
    const combobox = new ComboboxModel(page)
    await toggleControl(page, "loopFocus", false)
    await combobox.input.focus()
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowUp")
    await expect(combobox.item("ZA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")

    await toggleControl(page, "openOnClick", true)
    await combobox.input.click()
    await expect(combobox.content).toBeVisible()
    await page.keyboard.press("Escape")

    await toggleControl(page, "multiple", true)
    await combobox.trigger.click()
    await combobox.item("CA").click()
    await combobox.item("JP").click()
    await expect(page.getByRole("region", { name: "Selected value" })).toContainText('"value":["CA","JP"]')

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["CA", "JP"])
    expect(JSON.stringify(json)).not.toContain("collection")
    await openTab(page, "Controls")

    await toggleControl(page, "disabled", true)
    await expect(combobox.input).toBeDisabled()
    await expect(combobox.trigger).toBeDisabled()
  })

  test("filtering is an accent- and case-insensitive contains; the picked items' labels are listed", async ({
    page,
  }) => {
    const combobox = new ComboboxModel(page)
    const selectedItems = page.getByTestId("on-value-change-items")
    await expect(selectedItems).toHaveText("selectedItems: N/A")
    await combobox.input.fill("TÓKÉL")
    await expect(combobox.items).toHaveText([/Tokelau/])
    await combobox.input.fill("ia")
    await expect(combobox.items).toHaveText([
      /Zambia/,
      /Nigeria/,
      /Albania/,
      /Algeria/,
      /Australia/,
      /Austria/,
      /Malaysia/,
      /Tunisia/,
    ])
    await combobox.item("AU").click()
    await expect(selectedItems).toHaveText("selectedItems: Australia")
    await page.getByRole("button", { name: "Set to Togo" }).click()
    await expect(selectedItems).toHaveText("selectedItems: Togo")
    await page.getByTestId("clear-value-button").click()
    await expect(selectedItems).toHaveText("selectedItems: N/A")
  })
})
