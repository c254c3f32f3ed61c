import { expect, gotoDemo, test } from "@tests/fixtures"
import { ComboboxModel } from "@tests/models/combobox.model"
import { toggleControl } from "@tests/models/controls"

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

  test("external value change: the input text and the checked item follow a value set from outside", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/external-value-change")
    const combobox = new ComboboxModel(page)
    await expect(combobox.input).toHaveValue("React")
    await expect(page.getByText("Selected: react")).toBeVisible()
    await expect(page.getByTestId("collection-json")).toContainText('"size": 11')

    await page.getByTestId("set-solid-button").click()
    await expect(combobox.input).toHaveValue("Solid")
    await expect(page.getByText("Selected: solid")).toBeVisible()
    await combobox.trigger.click()
    await expect(combobox.items).toHaveCount(11)
    await expect(combobox.item("solid")).toHaveAttribute("data-state", "checked")
    await expect(combobox.item("react")).toHaveAttribute("data-state", "unchecked")

    // and a pick inside the combobox still reaches React's state
    await combobox.item("svelte").click()
    await expect(combobox.input).toHaveValue("Svelte")
    await expect(page.getByText("Selected: svelte")).toBeVisible()
    await page.getByTestId("set-solid-button").click()
    await expect(combobox.input).toHaveValue("Solid")
  })

  test("multiple: picks collect into the value; removeSelected hides the chosen countries", async ({ page }) => {
    await gotoDemo(page, "/combobox/multiple")
    const combobox = new ComboboxModel(page)
    await combobox.trigger.click()
    await expect(combobox.items).toHaveCount(29)
    await expect(page.getByText(/^State: open\./)).toBeVisible()
    await combobox.item("CA").click()
    await combobox.item("JP").click()
    await expect(page.getByTestId("value-text")).toHaveText("Canada, Japan")
    await expect(combobox.item("CA")).toHaveAttribute("data-state", "checked")
    await expect(combobox.content).toBeVisible()

    // typing narrows the list, accents and case aside; the keyboard highlights and picks
    await combobox.input.fill("mAl")
    await expect(combobox.items).toHaveText([/Malawi/, /Malaysia/, /Maldives/, /Mali/, /Malta/])
    await page.keyboard.press("ArrowDown")
    await expect(page.getByText(/^Highlighted: M[WY]$/)).toBeVisible()
    await page.keyboard.press("Escape")

    await combobox.input.fill("")
    await page.getByTestId("removeSelected").check()
    await combobox.trigger.click()
    await expect(combobox.items).toHaveCount(27)
    await expect(combobox.item("CA")).toHaveCount(0)
    await expect(page.getByTestId("value-text")).toHaveText("Canada, Japan")
    await combobox.item("TG").click()
    await expect(combobox.item("TG")).toHaveCount(0)
    await expect(page.getByTestId("value-text")).toHaveText("Canada, Japan, Togo")
    await page.getByTestId("removeSelected").uncheck()
    await expect(combobox.items).toHaveCount(29)
  })

  test("custom value: free text is kept and submitted with the form", async ({ page }) => {
    await gotoDemo(page, "/combobox/custom-value")
    const combobox = new ComboboxModel(page)
    await combobox.input.click()
    await page.keyboard.type("Atlantis")
    await expect(combobox.content).toBeHidden()
    await page.keyboard.press("Tab")
    await expect(combobox.input).toHaveValue("Atlantis")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText('Submitted: {"country":"Atlantis"}')).toBeVisible()

    // a country from the list is submitted by its label
    await combobox.input.fill("")
    await combobox.input.pressSequentially("ben")
    await combobox.item("BN").click()
    await expect(combobox.input).toHaveValue("Benin")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByText('Submitted: {"country":"Benin"}')).toBeVisible()
  })

  test("controlled input: value and text live in React; the input follows an external change", async ({ page }) => {
    await gotoDemo(page, "/combobox/controlled-input")
    const combobox = new ComboboxModel(page)
    await combobox.input.click()
    await page.keyboard.type("sv")
    await expect(page.getByText("Input (controlled): sv")).toBeVisible()
    await expect(combobox.items).toHaveText([/Svelte/])
    await combobox.item("svelte").click()
    await expect(combobox.input).toHaveValue("Svelte")
    await expect(page.getByText("Value: svelte")).toBeVisible()
    await expect(page.getByText("Input (controlled): Svelte")).toBeVisible()

    await page.getByTestId("set-search-button").click()
    await expect(combobox.input).toHaveValue("vue")
    await expect(page.getByText("Input (controlled): vue")).toBeVisible()
    await expect(page.getByText("Value: svelte")).toBeVisible()
  })

  test("form: Enter on a highlighted item selects without submitting; custom text submits on the first Enter", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/form")
    const combobox = new ComboboxModel(page)
    const submitCount = page.getByTestId("submit-count")
    const lastSubmit = page.getByTestId("last-submit")
    await combobox.input.click()
    await page.keyboard.type("cana")
    await expect(combobox.item("CA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(combobox.input).toHaveValue("Canada")
    await expect(combobox.content).toBeHidden()
    await expect(submitCount).toHaveText("0")
    // with the list closed, Enter submits the form
    await page.keyboard.press("Enter")
    await expect(submitCount).toHaveText("1")
    await expect(lastSubmit).toHaveText("Canada")

    await toggleControl(page, "allowCustomValue", true)
    await combobox.input.fill("")
    await combobox.input.pressSequentially("Narnia")
    await page.keyboard.press("Enter")
    await expect(submitCount).toHaveText("2")
    await expect(lastSubmit).toHaveText("Narnia")
  })

  test("async: typing searches the Star Wars people through the async list; picks are listed", async ({ page }) => {
    await gotoDemo(page, "/combobox/async")
    const combobox = new ComboboxModel(page)
    await expect(page.getByRole("combobox", { name: "Search Star Wars characters" })).toHaveAttribute(
      "placeholder",
      "Search people...",
    )
    await combobox.input.click()
    await page.keyboard.type("sky")
    await expect(page.getByTestId("loading")).toHaveText("Loading...")
    await expect(page.getByTestId("loading")).toBeHidden()
    await expect(combobox.items).toHaveText([/Luke Skywalker/, /Anakin Skywalker/])
    await combobox.item("item-Anakin Skywalker").click()
    await expect(combobox.input).toHaveValue("Anakin Skywalker")
    await expect(page.getByTestId("selected-value")).toHaveText("Anakin Skywalker")

    await combobox.input.fill("")
    await combobox.input.pressSequentially("SOLO")
    await expect(combobox.items).toHaveText([/Han Solo/])
    await page.keyboard.press("ArrowDown")
    await expect(combobox.items.first()).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("selected-value")).toHaveText("Han Solo")
  })

  test("rehydrate: the default value's label shows once the people have loaded", async ({ page }) => {
    await gotoDemo(page, "/combobox/rehydrate")
    const combobox = new ComboboxModel(page)
    await expect(combobox.input).toHaveAttribute("placeholder", "Example: Dexter")
    await expect(combobox.input).toHaveValue("C-3PO")
    await combobox.trigger.click()
    await expect(combobox.items).toHaveCount(30)
    await expect(combobox.item("C-3PO")).toHaveAttribute("data-state", "checked")
    await combobox.item("Lando Calrissian").click()
    await expect(combobox.input).toHaveValue("Lando Calrissian")
    await expect(page.getByText("Value: Lando Calrissian")).toBeVisible()
  })

  test("virtualized: only rows in view exist; the keyboard highlight scrolls the list to its item", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/virtualized")
    const combobox = new ComboboxModel(page)
    await combobox.input.focus()
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("ZA")).toHaveAttribute("data-highlighted", "")
    const rendered = await combobox.items.count()
    expect(rendered).toBeLessThan(29)
    await expect(combobox.item("TN")).toHaveCount(0)

    // up from the first row loops to the last, which the virtualizer brings into view
    await page.keyboard.press("ArrowUp")
    await expect(combobox.item("TN")).toHaveAttribute("data-highlighted", "")
    await expect(combobox.item("TN")).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(combobox.input).toHaveValue("Tunisia")

    // reopening highlights the chosen row; down from the last loops back to the first, scrolled into view
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("TN")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("ZA")).toHaveAttribute("data-highlighted", "")
    await expect(combobox.item("ZA")).toBeInViewport()
    await combobox.input.fill("tonga")
    await expect(combobox.items).toHaveText([/Tonga/])
  })

  test("tags input: a picked country becomes a removable tag and leaves the list; Enter adds free text", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/combo-tags")
    const combobox = new ComboboxModel(page)
    const tags = page.locator('main [data-scope="tags-input"][data-part="item-text"]')
    await expect(page.getByRole("combobox", { name: "Select country" })).toHaveAttribute("placeholder", "add tag")
    await combobox.input.click()
    await page.keyboard.type("cana")
    await expect(combobox.items).toHaveText([/Canada/])
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("CA")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(tags).toHaveText(["Canada"])
    await expect(combobox.input).toHaveValue("")

    await page.keyboard.type("Atlantis")
    await expect(combobox.content).toBeHidden()
    await page.keyboard.press("Enter")
    await expect(tags).toHaveText(["Canada", "Atlantis"])
    await expect(combobox.input).toHaveValue("")

    await page.keyboard.type("ja")
    await combobox.item("JP").click()
    await expect(tags).toHaveText(["Canada", "Atlantis", "Japan"])
    await page.keyboard.type("a")
    await expect(combobox.items.first()).toBeVisible()
    await expect(combobox.item("CA")).toHaveCount(0)
    await expect(combobox.item("JP")).toHaveCount(0)
    await page.keyboard.press("Escape")

    await page.getByRole("button", { name: /delete tag canada/i }).click()
    await expect(tags).toHaveText(["Atlantis", "Japan"])
    await combobox.input.fill("cana")
    await expect(combobox.item("CA")).toBeVisible()
  })
  test("command K: the button or Ctrl/Cmd+K opens a dialog of grouped commands; choosing one closes it and names it", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/cmdk")
    const combobox = new ComboboxModel(page)
    const dialog = page.getByRole("dialog", { name: "Command Menu" })
    const openButton = page.getByRole("button", { name: "Open Command Menu" })
    const selectedAction = page.getByTestId("selected-action")
    await expect(selectedAction).toHaveText("Selected Action: none")

    await openButton.click()
    await expect(dialog).toBeVisible()
    await expect(combobox.input).toBeFocused()
    await expect(combobox.input).toHaveAttribute("placeholder", "Type a command or search term...")
    await expect(combobox.groupLabels).toHaveText(["Suggestions", "Commands", "Apps"])
    await expect(combobox.items).toHaveCount(28)
    await expect(combobox.groupItems("Suggestions")).toHaveText([
      /^Search Contacts/,
      /^Improve Writing/,
      /^Calendar/,
      /^App Store/,
      /^Books/,
    ])
    await expect(combobox.groupItems("Commands")).toHaveCount(18)
    await expect(combobox.groupItems("Apps")).toHaveText([/^Calculator/, /^Contacts/, /^Mail/, /^Podcasts/, /^Notes/])

    // typing gathers the matches (by title or name) in one group, the first one highlighted
    await page.keyboard.type("import")
    await expect(combobox.groupLabels).toHaveText(["Results"])
    await expect(combobox.items).toHaveText([/^Import Contacts/, /^Import Extension/, /^Import AI Commands/])
    await expect(combobox.item("cmd-contacts-import")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("cmd-developer-import-extension")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(dialog).toBeHidden()
    await expect(selectedAction).toHaveText("Selected Action: Import Extension")
    await expect(openButton).toBeFocused()

    // the hotkey opens it afresh: the pick cleared the input
    await page.keyboard.press("ControlOrMeta+k")
    await expect(dialog).toBeVisible()
    await expect(combobox.input).toHaveValue("")
    await expect(combobox.groupLabels).toHaveText(["Suggestions", "Commands", "Apps"])
    await page.keyboard.type("zzz")
    await expect(page.getByText("No results found")).toBeVisible()
    await expect(combobox.items).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(selectedAction).toHaveText("Selected Action: Import Extension")

    // Escape dropped the text too; a click picks as well
    await page.locator("main h1").click()
    await page.keyboard.press("Control+K")
    await expect(dialog).toBeVisible()
    await expect(combobox.input).toHaveValue("")
    await combobox.item("app-calculator").click()
    await expect(dialog).toBeHidden()
    await expect(selectedAction).toHaveText("Selected Action: Calculator")
  })

  test("textarea: @ or # opens the countries at the caret; a pick replaces the mention; the list follows the caret", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/combo-textarea")
    const combobox = new ComboboxModel(page)
    const textarea = page.getByRole("textbox", { name: "Mention a country" })
    const positioner = combobox.part("positioner")
    const searchValue = page.getByTestId("search-value")
    await expect(textarea).toHaveAttribute("placeholder", "Type @ to see completion")
    await expect(textarea).toHaveAttribute("rows", "5")

    await textarea.click()
    await page.keyboard.type("Hi there")
    await expect(combobox.content).toBeHidden()
    await page.keyboard.type(" @")
    await expect(combobox.content).toBeVisible()
    await expect(combobox.items).toHaveCount(29)
    await expect(searchValue).toHaveText("Search value: -")
    // the list hangs under the @, not under the textarea's start
    const field = (await textarea.boundingBox())!
    const list = (await positioner.boundingBox())!
    expect(list.x).toBeGreaterThan(field.x + 40)
    expect(list.y).toBeGreaterThan(field.y)
    expect(list.y).toBeLessThan(field.y + field.height)

    await page.keyboard.type("ma")
    await expect(searchValue).toHaveText("Search value: ma")
    await expect(combobox.items).toHaveText([
      "Bahamas",
      "Madagascar",
      "Malawi",
      "Malaysia",
      "Maldives",
      "Mali",
      "Malta",
    ])
    await expect(combobox.item("BS")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("MG")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(textarea).toHaveValue("Hi there Madagascar ")
    await expect(combobox.content).toBeHidden()

    // the caret stands after the inserted name; # works too, and a click picks
    await page.keyboard.type("and #tun")
    await expect(combobox.items).toHaveText(["Tunisia"])
    await combobox.item("TN").click()
    await expect(textarea).toHaveValue("Hi there Madagascar and Tunisia ")
    await expect(textarea).toBeFocused()

    // an @ inside a word is no mention; Escape and the arrows across the text close the list, keeping the text
    await page.keyboard.type("mail@ca")
    await expect(combobox.content).toBeHidden()
    await page.keyboard.type(" @ca")
    await expect(combobox.content).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(combobox.content).toBeHidden()
    await expect(textarea).toHaveValue("Hi there Madagascar and Tunisia mail@ca @ca")
    await page.keyboard.type("n")
    await expect(combobox.items).toHaveText(["Canada", "American Samoa"])
    await page.keyboard.press("ArrowLeft")
    await expect(combobox.content).toBeHidden()
    // Enter with the list closed is a new line
    await page.keyboard.press("End")
    await page.keyboard.press("Enter")
    await expect(textarea).toHaveValue("Hi there Madagascar and Tunisia mail@ca @can\n")

    // with the text scrolled inside the textarea, the list moves with the mention's line
    await page.keyboard.type("two\nthree\nfour\nfive\nsix\nseven")
    await page.keyboard.press("ControlOrMeta+Home")
    // a person sees the list open by the @ before typing on (the story puts the caret back after zag moves it)
    await page.keyboard.type("@")
    await expect(combobox.content).toBeVisible()
    await expect.poll(() => textarea.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(1)
    await page.keyboard.type("mal")
    await expect(combobox.items).toHaveText(["Malawi", "Malaysia", "Maldives", "Mali", "Malta"])
    // typed where the caret was, though opening the list moves zag's caret to the end
    await expect(textarea).toHaveValue(/^@malHi there/)
    const offset = async () => (await positioner.boundingBox())!.y - (await textarea.boundingBox())!.y
    const scrollTop = () => textarea.evaluate((el) => el.scrollTop)
    const [before, top] = [await offset(), await scrollTop()]
    // the wheel over the text beside the list (which covers its left part)
    const box = (await textarea.boundingBox())!
    await textarea.hover({ position: { x: box.width - 16, y: box.height - 12 } })
    await page.mouse.wheel(0, 40)
    await expect.poll(scrollTop).toBeGreaterThan(top + 20)
    const scrolled = (await scrollTop()) - top
    await expect.poll(async () => Math.abs((await offset()) - (before - scrolled))).toBeLessThanOrEqual(1)
    await expect(combobox.content).toBeVisible()
  })

  test("tabs: All / Page / Component count the matches; ←/→ in the input switch tabs; an empty tab says so", async ({
    page,
  }) => {
    await gotoDemo(page, "/combobox/tabs")
    const combobox = new ComboboxModel(page)
    const tabs = page.locator("main").getByRole("tab")
    const tab = (name: string) => page.locator("main").getByRole("tab", { name: new RegExp(`^${name} \\(`) })
    await combobox.trigger.click()
    await expect(combobox.content).toBeVisible()
    await expect(tabs).toHaveText(["All (16)", "Page (10)", "Component (6)"])
    await expect(tab("All")).toHaveAttribute("aria-selected", "true")
    await expect(combobox.items).toHaveCount(16)

    await combobox.input.click()
    await page.keyboard.type("menu")
    await expect(tabs).toHaveText(["All (3)", "Page (0)", "Component (3)"])
    await expect(combobox.items).toHaveText([/^Menu Button/, /^Menu Tabs/, /^Menu Combobox/])
    await expect(combobox.item("menu-button")).toHaveAttribute("data-highlighted", "")

    await page.keyboard.press("ArrowRight")
    await expect(tab("Page")).toHaveAttribute("aria-selected", "true")
    await expect(combobox.items).toHaveCount(0)
    await expect(combobox.content.getByText('No item found for "menu"')).toBeVisible()
    await expect(combobox.input).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(tab("Component")).toHaveAttribute("aria-selected", "true")
    await expect(combobox.items).toHaveText(["Menu Button", "Menu Tabs", "Menu Combobox"])
    await expect(combobox.item("menu-button")).toHaveAttribute("data-highlighted", "")
    // the tabs go round
    await page.keyboard.press("ArrowRight")
    await expect(tab("All")).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("ArrowLeft")
    await expect(tab("Component")).toHaveAttribute("aria-selected", "true")
    await expect(combobox.input).toHaveValue("menu")

    await page.keyboard.press("ArrowDown")
    await expect(combobox.item("menu-tabs")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(combobox.input).toHaveValue("Menu Tabs")
    await expect(page.getByText("Value: Menu Tabs")).toBeVisible()
    await expect(combobox.content).toBeHidden()

    // a tab clicked with the pointer leaves focus in the input; reopening lists every match again
    await combobox.trigger.click()
    await expect(tabs).toHaveText(["All (16)", "Page (10)", "Component (6)"])
    await tab("Page").click()
    await expect(combobox.items).toHaveCount(10)
    await expect(combobox.input).toBeFocused()
    await combobox.item("pricing").click()
    await expect(combobox.input).toHaveValue("Pricing")
  })

  test("emoji picker: the popover's grid loads lazily, searches, filters by category, takes a skin tone and picks", async ({
    page,
  }) => {
    const emojiChunks: string[] = []
    page.on("request", (request) => {
      if (/\/compact-[^/]*\.js$/.test(request.url())) emojiChunks.push(request.url())
    })
    await gotoDemo(page, "/combobox/emoji-picker")
    const trigger = page.getByRole("button", { name: "Pick Emoji", exact: true })
    const picker = page.getByRole("dialog", { name: "Emoji picker" })
    const grid = page.getByRole("listbox", { name: "Emojis" })
    const search = page.getByRole("searchbox", { name: "Search emojis" })
    const option = (name: string) => grid.getByRole("option", { name, exact: true })
    await expect(trigger).toHaveText("😀 Pick Emoji")
    // the emoji data is fetched on the first opening, not with the page
    expect(emojiChunks).toEqual([])

    await trigger.click()
    await expect(picker).toBeVisible()
    await expect(search).toBeFocused()
    await expect(search).toHaveAttribute("placeholder", "Search emojis...")
    await expect(option("grinning face")).toBeVisible()
    expect(emojiChunks).toHaveLength(1)
    // eight emojis to a row, and only the rows in view exist
    const options = grid.getByRole("option")
    const boxes = await Promise.all([0, 7, 8].map(async (i) => (await options.nth(i).boundingBox())!))
    expect(boxes[1].y).toBe(boxes[0].y)
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y)
    expect(await options.count()).toBeLessThan(300)
    await expect(option("flag: Zimbabwe")).toHaveCount(0)

    // the category selectors narrow the grid; the keyboard reaches its last emoji, scrolled into view
    await page.getByRole("button", { name: "Flags" }).click()
    await expect(page.getByRole("button", { name: "Flags" })).toHaveAttribute("aria-pressed", "true")
    await expect(options.first()).toHaveAccessibleName("chequered flag")
    await grid.focus()
    await page.keyboard.press("End")
    await expect(option("flag: Wales")).toHaveAttribute("data-highlighted", "")
    await expect(option("flag: Wales")).toBeInViewport()
    await page.keyboard.press("Home")
    await expect(option("chequered flag")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowRight")
    await expect(options.nth(1)).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await expect(options.nth(9)).toHaveAttribute("data-highlighted", "")
    await page.getByRole("button", { name: "Flags" }).click()
    await expect(option("grinning face")).toBeVisible()

    // search; nothing found says so
    await search.fill("zzqx")
    await expect(picker.getByText("No emojis found")).toBeVisible()
    await expect(options).toHaveCount(0)
    await search.fill("waving hand")
    await expect(option("waving hand")).toHaveText("👋")
    await page.getByRole("radio", { name: "Medium skin tone" }).click()
    await expect(option("waving hand")).toHaveText("👋🏽")

    // a pick closes the popover and shows on the button
    await option("waving hand").click()
    await expect(picker).toBeHidden()
    await expect(trigger).toHaveText("👋🏽 Pick Emoji")
    await expect(page.getByTestId("picked-emoji")).toHaveText("Picked: 👋🏽 waving hand")
    await expect(trigger).toBeFocused()

    // by keyboard alone: typing highlights the first match, Enter picks it
    await page.keyboard.press("Enter")
    await expect(search).toBeFocused()
    await search.fill("unicorn")
    await expect(option("unicorn")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(picker).toBeHidden()
    await expect(trigger).toHaveText("🦄 Pick Emoji")
    expect(emojiChunks).toHaveLength(1)
  })
})
