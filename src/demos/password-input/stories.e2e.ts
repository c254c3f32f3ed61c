import { expect, gotoDemo, readVisualizer, setControl, test, openTab } from "@tests/fixtures"
import { PasswordInputModel } from "@tests/models/password-input.model"

test.describe("password input", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/password-input")
  })

  test("the visibility button switches the input between hidden and shown, keeping the text", async ({ page }) => {
    const password = new PasswordInputModel(page)
    const input = password.input
    await expect(input).toHaveAttribute("type", "password")
    await input.fill("s3cret!")
    await password.showButton.click()
    await expect(input).toHaveAttribute("type", "text")
    await expect(input).toHaveValue("s3cret!")
    // a pointer press hands focus back to the field
    await expect(input).toBeFocused()
    await expect(page.getByText("Visible: yes")).toBeVisible()
    await expect(password.visibilityTrigger).toHaveAttribute("data-state", "visible")

    await password.hideButton.click()
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("s3cret!")
    await expect(page.getByText("Visible: no")).toBeVisible()
  })

  test("Tab reaches the button and Enter or Space toggles it without leaving it", async ({ page }) => {
    const password = new PasswordInputModel(page)
    const input = password.input
    await input.focus()
    await page.keyboard.type("hunter2")
    await page.keyboard.press("Tab")
    const show = password.showButton
    await expect(show).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input).toHaveAttribute("type", "text")
    const hide = password.hideButton
    await expect(hide).toBeFocused()
    await page.keyboard.press("Space")
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("hunter2")
  })

  test("submitting the field's form with Enter hides the text again", async ({ page }) => {
    const password = new PasswordInputModel(page)
    const input = password.input
    await input.fill("open sesame")
    await password.showButton.click()
    await expect(input).toHaveAttribute("type", "text")
    await input.press("Enter")
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("open sesame")
    await expect(page).toHaveURL(/\/password-input$/)
  })

  test("disabled and readOnly stop the button; invalid marks the field", async ({ page }) => {
    const password = new PasswordInputModel(page)
    const input = password.input
    const trigger = password.visibilityTrigger
    await setControl(page, "disabled", true)
    await expect(page).toHaveURL(/disabled=true/)
    await expect(input).toBeDisabled()
    await expect(trigger).toBeDisabled()

    await setControl(page, "disabled", false)
    await setControl(page, "readOnly", true)
    await expect(input).toHaveAttribute("readonly", "")
    await trigger.click()
    await expect(input).toHaveAttribute("type", "password")

    await setControl(page, "readOnly", false)
    await setControl(page, "invalid", true)
    await expect(input).toHaveAttribute("aria-invalid", "true")
    await expect(password.control).toHaveAttribute("data-invalid", "")
  })

  test("ignorePasswordManagers marks the input for password managers to skip", async ({ page }) => {
    const password = new PasswordInputModel(page)
    const input = password.input
    await expect(input).not.toHaveAttribute("data-1p-ignore")
    await setControl(page, "ignorePasswordManagers", true)
    await expect(input).toHaveAttribute("data-1p-ignore", "")
    await expect(input).toHaveAttribute("data-lpignore", "true")
    await expect(input).toHaveAttribute("autocomplete", "current-password")
  })

  test("a link with the options reproduces them, and the visualizer shows visibility", async ({ page }) => {
    const password = new PasswordInputModel(page)
    await gotoDemo(page, "/password-input?invalid=true&readOnly=true")
    await expect(password.input).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByTestId("readOnly")).toBeChecked()
    await setControl(page, "readOnly", false)
    await password.showButton.click()
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.visible).toBe(true)
  })
})
