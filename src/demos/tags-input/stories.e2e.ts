import { expect, gotoDemo, setControl, test } from "@tests/fixtures"
import { TagsInputModel } from "@tests/models/tags-input.model"

test.describe("tags-input stories", () => {
  test("basic: the X button clears every tag, and hides with nothing to clear", async ({ page }) => {
    const tags = new TagsInputModel(page)
    await gotoDemo(page, "/tags-input")
    const clear = page.getByRole("button", { name: "X", exact: true })
    await expect(clear).toBeVisible()
    await clear.click()
    await expect(tags.tags).toHaveCount(0)
    await expect(clear).toBeHidden()
    await tags.input.fill("Solid")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["Solid"])
    await expect(clear).toBeVisible()
  })

  test("form: the native value follows tags added, edited, removed and cleared", async ({ page }) => {
    const tags = new TagsInputModel(page)
    const submit = page.getByRole("button", { name: "Submit" })
    const count = page.getByTestId("submit-count")
    const last = page.getByTestId("last-submit")
    await gotoDemo(page, "/tags-input/form")
    await expect(count).toHaveText("0")
    await expect(last).toHaveText("—")

    await submit.click()
    await expect(count).toHaveText("1")
    await expect(last).toHaveText("React, Vue")

    await tags.input.fill("Svelte")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Vue", "Svelte"])
    await submit.click()
    await expect(count).toHaveText("2")
    await expect(last).toHaveText("React, Vue, Svelte")

    // edit in place: double-click the tag, retype, Enter
    await page.getByTestId("vue-tag").dblclick()
    const edit = page.getByTestId("vue-input")
    await expect(edit).toBeFocused()
    await edit.fill("Angular")
    await edit.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Angular", "Svelte"])
    await submit.click()
    await expect(last).toHaveText("React, Angular, Svelte")

    await page.getByTestId("react-close-button").click()
    await expect(tags.tags).toHaveText(["Angular", "Svelte"])
    await submit.click()
    await expect(last).toHaveText("Angular, Svelte")

    await page.getByRole("button", { name: "X", exact: true }).click()
    await expect(tags.tags).toHaveCount(0)
    await submit.click()
    await expect(count).toHaveText("5")
    await expect(last).toHaveText("")
  })

  test("form: allowDuplicates from the controls reaches the form's value", async ({ page }) => {
    const tags = new TagsInputModel(page)
    await gotoDemo(page, "/tags-input/form")
    // off (the default): the machine keeps one of each
    await tags.input.fill("Vue")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Vue"])

    await setControl(page, "allowDuplicates", true)
    await expect(page).toHaveURL(/allowDuplicates=true/)
    await tags.input.fill("Vue")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Vue", "Vue"])
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByTestId("last-submit")).toHaveText("React, Vue, Vue")
  })

  test("validate: only lowercase letters are accepted, duplicates refused, and the reason shown", async ({ page }) => {
    const tags = new TagsInputModel(page)
    const invalid = page.locator("main .tags-input-invalid")
    await gotoDemo(page, "/tags-input/validate")
    await expect(page.getByText("Lowercase letters only:")).toBeVisible()
    await expect(tags.tags).toHaveText(["react", "vue"])
    await expect(tags.input).toHaveAttribute("placeholder", "Try: svelte or React (rejected)")

    await tags.input.fill("React")
    await tags.input.press("Enter")
    await expect(invalid).toHaveText("Invalid: “React” is not lowercase letters only")
    await expect(tags.tags).toHaveText(["react", "vue"])

    await tags.input.fill("vue")
    await tags.input.press("Enter")
    await expect(invalid).toHaveText("Invalid: “vue” is already a tag")

    await tags.input.fill("svelte")
    await expect(invalid).toBeEmpty()
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["react", "vue", "svelte"])
    await expect(invalid).toBeEmpty()

    await page.getByRole("button", { name: "Clear all" }).click()
    await expect(tags.tags).toHaveCount(0)
  })

  test("allow-duplicates: React may be added again", async ({ page }) => {
    const tags = new TagsInputModel(page)
    await gotoDemo(page, "/tags-input/allow-duplicates")
    await expect(page.getByText("Add tags (duplicates allowed):")).toBeVisible()
    await expect(tags.input).toHaveAttribute("placeholder", "Try adding React or Vue again...")
    await tags.input.fill("React")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Vue", "React"])
    await tags.input.fill("Vue")
    await tags.input.press("Enter")
    await expect(tags.tags).toHaveText(["React", "Vue", "React", "Vue"])
    await page.getByRole("button", { name: "Clear all" }).click()
    await expect(tags.tags).toHaveCount(0)
  })

  test("sentence-builder: commas and spaces end a token, tokens repeat, pasting splits, tokens edit", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const tags = new TagsInputModel(page)
    await gotoDemo(page, "/tags-input/sentence-builder")
    await expect(page.getByText("Sentence builder (tokens can repeat):")).toBeVisible()
    await expect(tags.tags).toHaveText(["Hello", ",", "␠", "world", "!"])
    await expect(page.getByTestId("sentence")).toHaveText("Hello, world!")

    await tags.input.click()
    await page.keyboard.type("Hello world,")
    await expect(tags.tags).toHaveText(["Hello", ",", "␠", "world", "!", "Hello", "world"])

    await page.evaluate(() => navigator.clipboard.writeText("again"))
    await page.keyboard.press("ControlOrMeta+V")
    await expect(tags.tags).toHaveText(["Hello", ",", "␠", "world", "!", "Hello", "world", "again"])

    await page.getByTestId("world-tag").first().dblclick()
    const edit = page.getByTestId("world-input").first()
    await expect(edit).toBeFocused()
    await edit.fill("there")
    await edit.press("Enter")
    await expect(page.getByTestId("sentence")).toHaveText("Hello, there!Helloworldagain")

    await page.getByRole("button", { name: "Clear all" }).click()
    await expect(tags.tags).toHaveCount(0)
  })
})
