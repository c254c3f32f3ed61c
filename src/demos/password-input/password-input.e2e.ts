import { expect, gotoDemo, part, readVisualizer, setControl, test, openTab } from "@tests/fixtures"

test.describe("password input", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/password-input")
  })

  test("the visibility button switches the input between hidden and shown, keeping the text", async ({ page }) => {
    const input = page.getByLabel("Password", { exact: true })
    await expect(input).toHaveAttribute("type", "password")
    await input.fill("s3cret!")
    await page.getByRole("button", { name: "Show password" }).click()
    await expect(input).toHaveAttribute("type", "text")
    await expect(input).toHaveValue("s3cret!")
    // a pointer press hands focus back to the field
    await expect(input).toBeFocused()
    await expect(page.getByText("Visible: yes")).toBeVisible()
    await expect(part(page, "password-input", "visibility-trigger")).toHaveAttribute("data-state", "visible")

    await page.getByRole("button", { name: "Hide password" }).click()
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("s3cret!")
    await expect(page.getByText("Visible: no")).toBeVisible()
  })

  test("Tab reaches the button and Enter or Space toggles it without leaving it", async ({ page }) => {
    const input = page.getByLabel("Password", { exact: true })
    await input.focus()
    await page.keyboard.type("hunter2")
    await page.keyboard.press("Tab")
    const show = page.getByRole("button", { name: "Show password" })
    await expect(show).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(input).toHaveAttribute("type", "text")
    const hide = page.getByRole("button", { name: "Hide password" })
    await expect(hide).toBeFocused()
    await page.keyboard.press("Space")
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("hunter2")
  })

  test("submitting the field's form with Enter hides the text again", async ({ page }) => {
    const input = page.getByLabel("Password", { exact: true })
    await input.fill("open sesame")
    await page.getByRole("button", { name: "Show password" }).click()
    await expect(input).toHaveAttribute("type", "text")
    await input.press("Enter")
    await expect(input).toHaveAttribute("type", "password")
    await expect(input).toHaveValue("open sesame")
    await expect(page).toHaveURL(/\/password-input$/)
  })

  test("disabled and readOnly stop the button; invalid marks the field", async ({ page }) => {
    const input = page.getByLabel("Password", { exact: true })
    const trigger = part(page, "password-input", "visibility-trigger")
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
    await expect(part(page, "password-input", "control")).toHaveAttribute("data-invalid", "")
  })

  test("ignorePasswordManagers marks the input for password managers to skip", async ({ page }) => {
    const input = page.getByLabel("Password", { exact: true })
    await expect(input).not.toHaveAttribute("data-1p-ignore")
    await setControl(page, "ignorePasswordManagers", true)
    await expect(input).toHaveAttribute("data-1p-ignore", "")
    await expect(input).toHaveAttribute("data-lpignore", "true")
    await expect(input).toHaveAttribute("autocomplete", "current-password")
  })

  test("a link with the options reproduces them, and the visualizer shows visibility", async ({ page }) => {
    await gotoDemo(page, "/password-input?invalid=true&readOnly=true")
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByTestId("readOnly")).toBeChecked()
    await setControl(page, "readOnly", false)
    await page.getByRole("button", { name: "Show password" }).click()
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.visible).toBe(true)
  })
})
