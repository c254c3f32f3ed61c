import { expect, gotoDemo, openTab, setControl, test, readVisualizer } from "@tests/fixtures"

type Page = import("@playwright/test").Page
const tags = (page: Page) => page.locator("main [data-part=item-text]")
const status = (page: Page) => page.locator("main .tags-input-status")
const message = (page: Page) => page.getByTestId("tags-input-message")

test.describe("tags input", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/tags-input")
  })

  test("shows the sample tags, the label and the add tag input", async ({ page }) => {
    await expect(page.locator("main label")).toHaveText("Enter frameworks:")
    await expect(tags(page)).toHaveText(["React", "Vue"])
    await expect(page.getByTestId("react-valuetext")).toHaveText("React ")
    await expect(page.getByTestId("vue-close-button")).toHaveAccessibleName("Delete tag Vue")
    await expect(page.getByTestId("input")).toHaveAttribute("placeholder", "add tag")
    await expect(page.getByRole("textbox", { name: "Enter frameworks:" })).toBeVisible()
  })

  test("Enter and comma add tags; Backspace selects then removes the last; the delete button removes", async ({
    page,
  }) => {
    const input = page.getByTestId("input")
    await input.click()
    await input.fill("Solid")
    await input.press("Enter")
    // the machine empties the field once the tag is added: type on when it has (as a person would)
    await expect(tags(page)).toHaveText(["React", "Vue", "Solid"])
    await expect(input).toHaveValue("")
    await page.keyboard.type("Svelte Kit,")
    await expect(tags(page)).toHaveText(["React", "Vue", "Solid", "Svelte Kit"])
    await expect(page.getByTestId("svelte-kit-tag")).toBeVisible()
    await expect(input).toHaveValue("")

    await input.press("Backspace")
    await expect(page.getByTestId("svelte-kit-tag")).toHaveAttribute("data-highlighted", "")
    await input.press("Backspace")
    await expect(tags(page)).toHaveText(["React", "Vue", "Solid"])
    await expect(input).toBeFocused()

    await page.getByTestId("react-close-button").click()
    await expect(tags(page)).toHaveText(["Vue", "Solid"])
  })

  test("a highlighted tag can be edited with Enter", async ({ page }) => {
    const input = page.getByTestId("input")
    await input.click()
    await input.press("Backspace") // highlights Vue
    await input.press("Enter")
    const edit = page.getByTestId("vue-input")
    await expect(edit).toBeVisible()
    await expect(edit).toBeFocused()
    await edit.fill("Angular")
    await edit.press("Enter")
    await expect(tags(page)).toHaveText(["React", "Angular"])
  })

  test("duplicates, empty and too-long tags are refused with a visible reason", async ({ page }) => {
    const input = page.getByTestId("input")
    await input.fill("react")
    await input.press("Enter")
    await expect(message(page)).toHaveText("“react” is already in the list (as “React”).")
    await expect(tags(page)).toHaveText(["React", "Vue"])

    // typing clears the message
    await input.pressSequentially("S")
    await expect(message(page)).toHaveCount(0)
    await input.fill("  ")
    await input.press("Enter")
    await expect(message(page)).toHaveText("A tag cannot be empty.")

    await input.fill("x".repeat(30))
    await input.press("Enter")
    await expect(message(page)).toContainText("is too long: at most 24 characters.")
    await expect(tags(page)).toHaveCount(2)
  })

  test("editing a highlighted tag with Enter shows no message; an empty submit does", async ({ page }) => {
    const input = page.getByTestId("input")
    await input.click()
    await input.press("Backspace") // highlights Vue
    await input.press("Enter")
    const edit = page.getByTestId("vue-input")
    await expect(edit).toBeFocused()
    await expect(message(page)).toHaveCount(0)
    await edit.fill("Vuex")
    await edit.press("Enter")
    await expect(tags(page)).toHaveText(["React", "Vuex"])
    await expect(message(page)).toHaveCount(0)

    // Escape leaves the highlighted tag; Enter on the empty input is an empty tag
    await input.press("Escape")
    await input.press("Enter")
    await expect(message(page)).toHaveText("A tag cannot be empty.")
    await expect(tags(page)).toHaveText(["React", "Vuex"])
  })

  test("a refusal message goes away once a tag is added or edited", async ({ page }) => {
    const input = page.getByTestId("input")
    await input.fill("")
    await input.press("Enter")
    await expect(message(page)).toHaveText("A tag cannot be empty.")
    // a rename (no typing in the main input) also clears it
    await page.getByTestId("react-tag").dblclick()
    await page.getByTestId("react-input").fill("Preact")
    await page.getByTestId("react-input").press("Enter")
    await expect(tags(page)).toHaveText(["Preact", "Vue"])
    await expect(message(page)).toHaveCount(0)
  })

  test("max from the controls stops adding; allowOverflow lets it through and flags it", async ({ page }) => {
    await page.getByTestId("max").fill("3")
    await page.getByTestId("max").press("Enter")
    const input = page.getByTestId("input")
    await input.fill("Solid")
    await input.press("Enter")
    await expect(status(page)).toHaveText("Maximum of 3 tags reached.")
    await input.fill("Qwik")
    await input.press("Enter")
    await expect(tags(page)).toHaveText(["React", "Vue", "Solid"])

    await page.getByTestId("allowOverflow").check()
    await input.fill("Qwik")
    await input.press("Enter")
    await expect(tags(page)).toHaveText(["React", "Vue", "Solid", "Qwik"])
    await expect(message(page)).toHaveText("More than 3 tags: the list is over its limit.")
    await expect(page.locator("main [data-part=root]")).toHaveAttribute("data-invalid", "")

    await setControl(page, "max", 0)
    await expect(page.locator(".toolbar [role=alert]")).toContainText(
      "max must be a whole number of at least 1 (got 0); using 6.",
    )
  })

  test("disabled blocks input; the visualizer shows the value", async ({ page }) => {
    await page.getByTestId("disabled").check()
    await expect(page.getByTestId("input")).toBeDisabled()
    await page.getByTestId("disabled").uncheck()
    await page.getByTestId("input").fill("Lit")
    await page.getByTestId("input").press("Enter")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["React", "Vue", "Lit"])
  })
})
