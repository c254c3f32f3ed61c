import {
  expect,
  gotoDemo,
  listeningOutside,
  nextFrames,
  openTab,
  readVisualizer,
  setControl,
  test,
} from "@tests/fixtures"
import { EditableModel } from "@tests/models/editable.model"

test.describe("editable basic (today's /editable page)", () => {
  test("starts as Hello World; focus activates; Enter saves and Escape reverts", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable")
    await expect(editable.preview).toHaveText("Hello World")
    await expect(editable.input).toBeHidden()
    await expect(editable.editButton).toHaveText("Edit")

    await editable.preview.focus()
    await expect(editable.input).toBeVisible()
    await expect(editable.input).toBeFocused()
    // the whole text is selected, so typing replaces it
    expect(await editable.input.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([
      0, 11,
    ])
    await expect(editable.saveButton).toHaveText("Save")
    await expect(editable.cancelButton).toHaveText("Cancel")
    await editable.input.fill("Hi there")
    await page.keyboard.press("Enter")
    await expect(editable.preview).toHaveText("Hi there")
    await expect(editable.input).toBeHidden()

    await editable.editButton.click()
    await editable.input.fill("Discard me")
    await page.keyboard.press("Escape")
    await expect(editable.preview).toHaveText("Hi there")

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("Hi there")
  })

  test("Save and Cancel buttons; an outside click submits", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable")
    await editable.editButton.click()
    await editable.input.fill("Saved")
    await editable.saveButton.click()
    await expect(editable.preview).toHaveText("Saved")
    await expect(editable.editButton).toBeVisible()

    await editable.editButton.click()
    await editable.input.fill("Not kept")
    await editable.cancelButton.click()
    await expect(editable.preview).toHaveText("Saved")

    await editable.editButton.click()
    await editable.input.fill("Outside")
    await listeningOutside(page)
    await page.locator("main h1").click()
    await expect(editable.preview).toHaveText("Outside")
    await expect(editable.input).toBeHidden()
  })

  test("activation by click or double-click from the controls", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable?activationMode=dblclick")
    await editable.preview.click()
    await expect(editable.input).toBeHidden()
    await editable.preview.dblclick()
    await expect(editable.input).toBeVisible()
    // zag focuses the input a frame after it shows, and Escape goes to whatever has focus
    await expect(editable.input).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(editable.input).toBeHidden()
    // zag hands focus back to the edit button a frame later; a stray late focus would end the next edit
    await expect(editable.editButton).toBeFocused()

    await page.getByTestId("activationMode").selectOption("click")
    await expect(page).toHaveURL(/activationMode=click/)
    await editable.preview.click()
    await expect(editable.input).toBeVisible()
    await expect(editable.input).toBeFocused()
  })

  test("submitMode enter: an outside click reverts, Enter submits", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable?submitMode=enter")
    await editable.editButton.click()
    await editable.input.fill("Typed")
    await listeningOutside(page)
    await page.locator("main h1").click()
    await expect(editable.input).toBeHidden()
    await expect(editable.preview).toHaveText("Hello World")
    await editable.editButton.click()
    await editable.input.fill("Typed")
    await editable.input.press("Enter")
    await expect(editable.preview).toHaveText("Typed")
  })

  test("maxLength cuts the text and says so", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable")
    const field = page.getByTestId("maxLength")
    await field.fill("5")
    await field.press("Enter")
    await editable.editButton.click()
    // zag focuses the input and selects its text in the next frame: typed before then, a key is selected
    // and typed over (a CI run kept "bcdef")
    await expect(editable.input).toBeFocused()
    await editable.input.fill("")
    await page.keyboard.type("abcdefgh")
    await expect(editable.input).toHaveValue("abcde")
    await expect(page.getByTestId("editable-limit")).toHaveText(
      "Limit reached: at most 5 characters; longer text is cut.",
    )
    await page.keyboard.press("Enter")
    await expect(editable.preview).toHaveText("abcde")
    await expect(page.getByTestId("editable-limit")).toHaveCount(0)
  })

  test("fixPreviewFocusRestore: focusing or clicking the preview opens the editor and it stays open", async ({
    page,
  }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable")
    await editable.preview.focus()
    await expect(editable.input).toBeFocused()
    // the machine would have submitted on the focus React restored: still editing after its focus frame
    await nextFrames(page)
    await nextFrames(page)
    await expect(editable.input).toBeFocused()
    await expect(editable.saveButton).toBeVisible()
    await page.keyboard.press("Escape")

    await setControl(page, "activationMode", "click")
    await editable.preview.click()
    await nextFrames(page)
    await nextFrames(page)
    await expect(editable.input).toBeFocused()
    await expect(editable.saveButton).toBeVisible()
  })

  test("fixInputValueTracking: after a revert, typing the discarded text again reaches the machine", async ({
    page,
  }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable")
    await editable.editButton.click()
    await editable.input.fill("Discard me")
    await page.keyboard.press("Escape")
    await expect(editable.preview).toHaveText("Hello World")
    await editable.editButton.click()
    await expect(editable.input).toHaveValue("Hello World")
    await editable.input.fill("Discard me")
    await page.keyboard.press("Enter")
    await expect(editable.preview).toHaveText("Discard me")
  })

  test("disabled and readOnly keep the preview", async ({ page }) => {
    const editable = new EditableModel(page)
    await gotoDemo(page, "/editable?readOnly=true")
    await editable.preview.click()
    await expect(editable.input).toBeHidden()
    await page.getByTestId("readOnly").uncheck()
    await page.getByTestId("disabled").check()
    await expect(editable.editButton).toBeDisabled()
  })
})

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
