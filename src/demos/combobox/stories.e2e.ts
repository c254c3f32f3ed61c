import { expect, gotoDemo, test } from "@tests/fixtures"
import { ComboboxModel } from "@tests/models/combobox.model"

test.describe("combobox stories", () => {
  test("controlled ignore: a fixed value with no change handler keeps only React selected", async ({ page }) => {
    await gotoDemo(page, "/combobox/controlled-ignore")
    const combobox = new ComboboxModel(page)
    await expect(page.getByText("Value (controlled, fixed): react")).toBeVisible()
    await expect(combobox.selectedItems).toHaveText("React")
    await combobox.input.click()
    await expect(combobox.content).toBeVisible()
    await expect(combobox.item("react")).toHaveAttribute("data-state", "checked")
    await combobox.item("vue").click()
    await expect(combobox.selectedItems).toHaveText("React")
    await expect(combobox.item("vue")).toHaveAttribute("data-state", "unchecked")
    await combobox.item("solid").click()
    await expect(combobox.selectedItems).toHaveText("React")
    await expect(page.getByText("Value (controlled, fixed): react")).toBeVisible()
  })
})
