import { expect, gotoDemo, test } from "@tests/fixtures"
import { EditableModel } from "@tests/models/editable.model"

test.describe("editable stories", () => {
  test("controlled: React holds edit mode; Edit opens the input, Save and Cancel return to the preview", async ({
    page,
  }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable/controlled")
    await expect(editable.preview).toHaveText("Hello World")
    await expect(editable.input).toBeHidden()
    await expect(page.getByText("React state: preview")).toBeVisible()

    await editable.editButton.click()
    await expect(editable.input).toBeFocused()
    await expect(page.getByText("React state: editing")).toBeVisible()
    await editable.input.fill("Hi there")
    await editable.saveButton.click()
    await expect(editable.preview).toHaveText("Hi there")
    await expect(editable.input).toBeHidden()
    await expect(page.getByText("React state: preview")).toBeVisible()

    await editable.editButton.click()
    await expect(editable.input).toBeFocused()
    await editable.input.fill("Not kept")
    await editable.cancelButton.click()
    await expect(editable.preview).toHaveText("Hi there")
    await expect(editable.editButton).toBeVisible()

    // focusing the preview asks to edit too, and React lets it
    await editable.preview.focus()
    await expect(editable.input).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(editable.input).toBeHidden()
    await expect(page.getByText("React state: preview")).toBeVisible()
  })
})
