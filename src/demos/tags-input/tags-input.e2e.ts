import { expect, gotoDemo, openTab, setControl, test, readVisualizer } from "@tests/fixtures"
import { TagsInputModel } from "@tests/models/tags-input.model"

test.describe("tags input", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/tags-input")
  })

  test("shows the sample tags, the label and the add tag input", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    await expect(page.locator("main label")).toHaveText("Enter frameworks:")
    await expect(tagsInput.tags).toHaveText(["React", "Vue"])
    await expect(page.getByTestId("react-valuetext")).toHaveText("React ")
    await expect(page.getByTestId("vue-close-button")).toHaveAccessibleName("Delete tag Vue")
    await expect(tagsInput.input).toHaveAttribute("placeholder", "add tag")
    await expect(page.getByRole("textbox", { name: "Enter frameworks:" })).toBeVisible()
  })

  test("Enter and comma add tags; Backspace selects then removes the last; the delete button removes", async ({
    page,
  }) => {
    const tagsInput = new TagsInputModel(page)
    const input = tagsInput.input
    await input.click()
    await input.fill("Solid")
    await input.press("Enter")
    // the machine empties the field once the tag is added: type on when it has (as a person would)
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "Solid"])
    await expect(input).toHaveValue("")
    await page.keyboard.type("Svelte Kit,")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "Solid", "Svelte Kit"])
    await expect(page.getByTestId("svelte-kit-tag")).toBeVisible()
    await expect(input).toHaveValue("")

    await input.press("Backspace")
    await expect(page.getByTestId("svelte-kit-tag")).toHaveAttribute("data-highlighted", "")
    await input.press("Backspace")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "Solid"])
    await expect(input).toBeFocused()

    await page.getByTestId("react-close-button").click()
    await expect(tagsInput.tags).toHaveText(["Vue", "Solid"])
  })

  test("a highlighted tag can be edited with Enter", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    const input = tagsInput.input
    await input.click()
    await input.press("Backspace") // highlights Vue
    await input.press("Enter")
    const edit = page.getByTestId("vue-input")
    await expect(edit).toBeVisible()
    await expect(edit).toBeFocused()
    await edit.fill("Angular")
    await edit.press("Enter")
    await expect(tagsInput.tags).toHaveText(["React", "Angular"])
  })

  test("duplicates, empty and too-long tags are refused with a visible reason", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    const input = tagsInput.input
    await input.fill("react")
    await input.press("Enter")
    await expect(tagsInput.message).toHaveText("“react” is already in the list (as “React”).")
    await expect(tagsInput.tags).toHaveText(["React", "Vue"])

    // typing clears the message
    await input.pressSequentially("S")
    await expect(tagsInput.message).toHaveCount(0)
    await input.fill("  ")
    await input.press("Enter")
    await expect(tagsInput.message).toHaveText("A tag cannot be empty.")

    await input.fill("x".repeat(30))
    await input.press("Enter")
    await expect(tagsInput.message).toContainText("is too long: at most 24 characters.")
    await expect(tagsInput.tags).toHaveCount(2)
  })

  test("allowDuplicates from the controls lets a tag be added again", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    await setControl(page, "allowDuplicates", true)
    await expect(page).toHaveURL(/allowDuplicates=true/)
    await tagsInput.input.fill("React")
    await tagsInput.input.press("Enter")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "React"])
    await expect(page.getByTestId("react-tag")).toHaveCount(2)
    await expect(tagsInput.message).toHaveCount(0)

    await setControl(page, "allowDuplicates", false)
    await tagsInput.input.fill("Vue")
    await tagsInput.input.press("Enter")
    await expect(tagsInput.message).toHaveText("“Vue” is already in the list (as “Vue”).")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "React"])
  })

  test("editing a highlighted tag with Enter shows no message; an empty submit does", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    const input = tagsInput.input
    await input.click()
    await input.press("Backspace") // highlights Vue
    await input.press("Enter")
    const edit = page.getByTestId("vue-input")
    await expect(edit).toBeFocused()
    await expect(tagsInput.message).toHaveCount(0)
    await edit.fill("Vuex")
    await edit.press("Enter")
    await expect(tagsInput.tags).toHaveText(["React", "Vuex"])
    await expect(tagsInput.message).toHaveCount(0)

    // Escape leaves the highlighted tag; Enter on the empty input is an empty tag
    await input.press("Escape")
    await input.press("Enter")
    await expect(tagsInput.message).toHaveText("A tag cannot be empty.")
    await expect(tagsInput.tags).toHaveText(["React", "Vuex"])
  })

  test("a refusal message goes away once a tag is added or edited", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    const input = tagsInput.input
    await input.fill("")
    await input.press("Enter")
    await expect(tagsInput.message).toHaveText("A tag cannot be empty.")
    // a rename (no typing in the main input) also clears it
    await page.getByTestId("react-tag").dblclick()
    await page.getByTestId("react-input").fill("Preact")
    await page.getByTestId("react-input").press("Enter")
    await expect(tagsInput.tags).toHaveText(["Preact", "Vue"])
    await expect(tagsInput.message).toHaveCount(0)
  })

  test("max from the controls stops adding; allowOverflow lets it through and flags it", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    await page.getByTestId("max").fill("3")
    await page.getByTestId("max").press("Enter")
    const input = tagsInput.input
    await input.fill("Solid")
    await input.press("Enter")
    await expect(tagsInput.status).toHaveText("Maximum of 3 tags reached.")
    await input.fill("Qwik")
    await input.press("Enter")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "Solid"])

    await page.getByTestId("allowOverflow").check()
    await input.fill("Qwik")
    await input.press("Enter")
    await expect(tagsInput.tags).toHaveText(["React", "Vue", "Solid", "Qwik"])
    await expect(tagsInput.message).toHaveText("More than 3 tags: the list is over its limit.")
    await expect(tagsInput.root).toHaveAttribute("data-invalid", "")

    await setControl(page, "max", 0)
    await expect(page.locator(".toolbar [role=alert]")).toContainText(
      "max must be a whole number of at least 1 (got 0); using 6.",
    )
  })

  test("disabled blocks input; the visualizer shows the value", async ({ page }) => {
    const tagsInput = new TagsInputModel(page)
    await page.getByTestId("disabled").check()
    await expect(tagsInput.input).toBeDisabled()
    await page.getByTestId("disabled").uncheck()
    await tagsInput.input.fill("Lit")
    await tagsInput.input.press("Enter")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["React", "Vue", "Lit"])
  })
})
