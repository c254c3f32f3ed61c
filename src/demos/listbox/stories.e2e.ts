import { expect, gotoDemo, openTab, readVisualizer, setControl, test, visualizer } from "@tests/fixtures"
import { toggleControl } from "@tests/models/controls"
import { ListboxModel } from "@tests/models/listbox.model"
import { selectCountries } from "../../data/countries"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test.describe("listbox fruits (today's /listbox page)", () => {
  test("the label names the list of ten fruits; nothing is selected at first", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits")
    await expect(listbox.list).toBeVisible()
    await expect(listbox.list.getByRole("option")).toHaveCount(10)
    await expect(listbox.list.getByRole("option").first()).toHaveText("Apple")
    await expect(listbox.list).not.toHaveAttribute("aria-multiselectable")
    await expect(listbox.output).toHaveText("Selected: -")
    await expect(listbox.visibleIndicators).toHaveCount(0)
  })

  test("single: a click selects and shows the check mark; another click replaces it", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits")
    await listbox.option("Cherry").click()
    await expect(listbox.option("Cherry")).toHaveAttribute("aria-selected", "true")
    await expect(listbox.indicator(listbox.option("Cherry"))).toBeVisible()
    await expect(listbox.output).toHaveText("Selected: Cherry")

    await listbox.option("Lemon").click()
    await expect(listbox.option("Cherry")).toHaveAttribute("aria-selected", "false")
    await expect(listbox.indicator(listbox.option("Cherry"))).toBeHidden()
    await expect(listbox.option("Lemon")).toHaveAttribute("data-state", "checked")
    await expect(listbox.output).toHaveText("Selected: Lemon")
  })

  test("keyboard: arrows move the highlight, Enter and Space select, letters jump", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits")
    await listbox.focusList()
    await listbox.expectHighlighted("Apple")
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("Banana")
    await page.keyboard.press("Enter")
    await expect(listbox.output).toHaveText("Selected: Banana")

    await page.keyboard.press("End")
    await listbox.expectHighlighted("Pear")
    await page.keyboard.press("ArrowUp")
    await listbox.expectHighlighted("Peach")
    await page.keyboard.press("Space")
    await expect(listbox.output).toHaveText("Selected: Peach")

    await page.keyboard.press("m")
    await listbox.expectHighlighted("Mango")
    await page.keyboard.press("Home")
    await listbox.expectHighlighted("Apple")
    await expect(listbox.output).toHaveText("Selected: Peach")
  })

  test("loopFocus decides whether the arrows wrap at the ends", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits")
    await listbox.focusList()
    await page.keyboard.press("End")
    await listbox.expectHighlighted("Pear")
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("Pear")

    await setControl(page, "loopFocus", true)
    await expect(page).toHaveURL(/loopFocus=true/)
    await listbox.focusList()
    await listbox.expectHighlighted("Pear")
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("Apple")
    await page.keyboard.press("ArrowUp")
    await listbox.expectHighlighted("Pear")
  })

  test("multiple: clicks add and remove fruits without modifier keys", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits?selectionMode=multiple")
    await expect(listbox.list).toHaveAttribute("aria-multiselectable", "true")
    await listbox.option("Apple").click()
    await listbox.option("Grape").click()
    await listbox.option("Kiwi").click()
    await expect(listbox.output).toHaveText("Selected: Apple, Grape, Kiwi")
    await expect(listbox.visibleIndicators).toHaveCount(3)
    await listbox.option("Grape").click()
    await expect(listbox.output).toHaveText("Selected: Apple, Kiwi")
  })

  test("extended: a click replaces, Ctrl+click adds, Shift+click and Shift+Arrow select a range", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits?selectionMode=extended")
    await listbox.option("Banana").click()
    await listbox.option("Grape").click()
    await expect(listbox.output).toHaveText("Selected: Grape")
    await listbox.option("Apple").click({ modifiers: ["ControlOrMeta"] })
    await expect(listbox.output).toHaveText("Selected: Grape, Apple")

    await listbox.option("Cherry").click()
    await listbox.option("Lemon").click({ modifiers: ["Shift"] })
    await expect(listbox.output).toHaveText("Selected: Cherry, Grape, Kiwi, Lemon")

    await page.keyboard.press("Shift+ArrowDown")
    await expect(listbox.output).toHaveText("Selected: Cherry, Grape, Kiwi, Lemon, Mango")
    await page.keyboard.press("ControlOrMeta+a")
    await expect(listbox.list.locator("[aria-selected='true']")).toHaveCount(10)
  })

  test("horizontal: left and right arrows move, mirrored in RTL", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits?orientation=horizontal")
    await expect(listbox.list).toHaveAttribute("data-orientation", "horizontal")
    await listbox.focusList()
    await listbox.expectHighlighted("Apple")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Banana")
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("Apple")

    await gotoDemo(page, "/listbox/fruits?orientation=horizontal&dir=rtl")
    await listbox.focusList()
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("Banana")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Apple")
  })

  test("disabled: neither clicks nor keys select", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits?disabled=true")
    await expect(listbox.list).toHaveAttribute("aria-disabled", "true")
    await expect(listbox.option("Apple")).toHaveAttribute("aria-disabled", "true")
    await listbox.option("Apple").click({ force: true })
    await expect(listbox.output).toHaveText("Selected: -")
    await listbox.list.focus()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(listbox.output).toHaveText("Selected: -")

    await setControl(page, "disabled", false)
    await listbox.option("Apple").click()
    await expect(listbox.output).toHaveText("Selected: Apple")
  })

  test("a selection mode that does not exist is ignored and named; the visualizer shows the value", async ({
    page,
  }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox/fruits?selectionMode=all")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("selectionMode=all")
    await expect(page.getByTestId("selectionMode")).toHaveValue("single")
    await listbox.option("Orange").click()
    await listbox.option("Pear").click()
    await expect(listbox.output).toHaveText("Selected: Pear")
    await openTab(page, "Visualizer")
    await expect(visualizer(page, "Listbox")).toContainText('"pear"')
    const json = await readVisualizer(page, "Listbox")
    expect(json.context.value).toEqual(["pear"])
  })
})

test.describe("listbox stories", () => {
  test("basic: /listbox is the basic story, all 249 countries in code order in a scroll box", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox")
    await expect(page.locator("main h1")).toHaveText("Listbox")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "/listbox/basic")
    await expect(listbox.options).toHaveCount(249)
    await expect(listbox.options).toHaveText(selectCountries.map((country) => new RegExp(`^${escape(country.label)}`)))
    await expect(listbox.options.first()).toHaveText(/^Andorra \(AD\)/)
    await expect(listbox.options.last()).toHaveText(/^Zimbabwe \(ZW\)/)
    // the list scrolls inside its box: the last country is there but out of sight
    await expect(listbox.item("ZW")).not.toBeInViewport()
    const scrolls = await listbox.list.evaluate((el) => el.scrollHeight > el.clientHeight)
    expect(scrolls).toBe(true)
    await expect(listbox.part("label")).toHaveText("Select a country")
    await expect(listbox.visibleIndicators).toHaveCount(0)

    // a name too long for one line wraps, and its row grows to hold it rather than spill over its neighbours
    const longest = listbox.item("GS")
    await longest.scrollIntoViewIfNeeded()
    const row = (await longest.boundingBox())!
    const name = (await longest.locator('[data-part="item-text"]').boundingBox())!
    const next = (await listbox.item("GT").boundingBox())!
    expect(name.height, "the name takes two lines").toBeGreaterThan(30)
    expect(name.y).toBeGreaterThanOrEqual(row.y)
    expect(name.y + name.height).toBeLessThanOrEqual(row.y + row.height)
    expect(next.y).toBeGreaterThanOrEqual(row.y + row.height)
  })

  test("basic: a click checks a country, a second click unchecks it (deselectable), hover highlights", async ({
    page,
  }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox")
    await listbox.item("AF").hover()
    await expect(listbox.list).toHaveAttribute("aria-activedescendant", (await listbox.item("AF").getAttribute("id"))!)
    await listbox.item("AF").click()
    await expect(listbox.item("AF")).toHaveAttribute("aria-selected", "true")
    await expect(listbox.indicator(listbox.item("AF"))).toBeVisible()
    await listbox.item("AL").click()
    await expect(listbox.item("AF")).toHaveAttribute("aria-selected", "false")
    await expect(listbox.selectedOptions).toHaveCount(1)
    await listbox.item("AL").click()
    await expect(listbox.selectedOptions).toHaveCount(0)

    // with deselectable off, a second click keeps the country
    await toggleControl(page, "deselectable", false)
    await listbox.item("AL").click()
    await listbox.item("AL").click()
    await expect(listbox.item("AL")).toHaveAttribute("aria-selected", "true")
  })

  test("basic: by keyboard, End reaches Zimbabwe and scrolls it into view; Escape clears", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox")
    await listbox.focusList()
    await listbox.expectHighlighted("Andorra (AD)")
    await page.keyboard.press("End")
    await listbox.expectHighlighted("Zimbabwe (ZW)")
    await expect(listbox.item("ZW")).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(listbox.item("ZW")).toHaveAttribute("aria-selected", "true")
    await page.keyboard.press("Escape")
    await expect(listbox.selectedOptions).toHaveCount(0)
    // loopFocus off: ArrowDown stays on the last country
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("Zimbabwe (ZW)")
  })

  test("basic: set L reaches the machine (none, multiple, extended, disabled, loopFocus)", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox?selectionMode=none")
    await expect(page.getByTestId("selectionMode")).toHaveValue("none")
    await listbox.item("AD").click()
    await expect(listbox.selectedOptions).toHaveCount(0)

    await setControl(page, "selectionMode", "multiple")
    await expect(listbox.list).toHaveAttribute("aria-multiselectable", "true")
    await listbox.item("AD").click()
    await listbox.item("AE").click()
    await expect(listbox.selectedOptions).toHaveCount(2)

    await setControl(page, "selectionMode", "extended")
    await listbox.item("AF").click()
    await expect(listbox.selectedOptions).toHaveCount(1)
    await listbox.item("AL").click({ modifiers: ["Shift"] })
    await expect(listbox.selectedOptions).toHaveCount(4)

    await setControl(page, "loopFocus", true)
    await listbox.focusList()
    await page.keyboard.press("Home")
    await page.keyboard.press("ArrowUp")
    await listbox.expectHighlighted("Zimbabwe (ZW)")

    await setControl(page, "disabled", true)
    await expect(listbox.item("BE")).toHaveAttribute("aria-disabled", "true")
    await listbox.item("BE").click({ force: true })
    await expect(listbox.item("BE")).toHaveAttribute("aria-selected", "false")
  })

  test("grid: three columns; the arrows move by row and by column, mirrored in RTL", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox/grid")
    await expect(listbox.list).toHaveAttribute("data-layout", "grid")
    await expect(listbox.options).toHaveCount(249)
    // Andorra, the Emirates and Afghanistan share a row; Antigua starts the next one, under Andorra
    const box = async (value: string) => (await listbox.item(value).boundingBox())!
    const [ad, ae, af, ag] = await Promise.all(["AD", "AE", "AF", "AG"].map(box))
    expect(ae.y).toBe(ad.y)
    expect(af.y).toBe(ad.y)
    expect(ae.x).toBeGreaterThan(ad.x)
    expect(af.x).toBeGreaterThan(ae.x)
    expect(ag.x).toBe(ad.x)
    expect(ag.y).toBeGreaterThan(ad.y)

    await listbox.focusList()
    await listbox.expectHighlighted("Andorra (AD)")
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("Antigua and Barbuda (AG)")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Anguilla (AI)")
    await page.keyboard.press("ArrowUp")
    await listbox.expectHighlighted("United Arab Emirates (AE)")
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("Andorra (AD)")
    await page.keyboard.press("Space")
    await expect(listbox.item("AD")).toHaveAttribute("aria-selected", "true")

    await gotoDemo(page, "/listbox/grid?dir=rtl")
    await listbox.focusList()
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("United Arab Emirates (AE)")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Andorra (AD)")
  })

  test("controlled-ignore: must hold — with the value fixed at react and no handler, Selected items stays React", async ({
    page,
  }) => {
    const listbox = new ListboxModel(page, "Select framework")
    await gotoDemo(page, "/listbox/controlled-ignore")
    const selected = page.getByTestId("selected-items")
    await expect(page.getByText("Try: click Vue or Solid.")).toBeVisible()
    await expect(selected).toHaveText("React")
    await page.getByTestId("vue").click()
    await expect(page.getByTestId("vue")).toHaveAttribute("aria-selected", "false")
    await expect(selected).toHaveText("React")
    await page.getByTestId("solid").click()
    await expect(selected).toHaveText("React")
    await expect(page.getByTestId("react")).toHaveAttribute("aria-selected", "true")

    // by keyboard too
    await listbox.focusList()
    await page.keyboard.press("End")
    await listbox.expectHighlighted("Solid")
    await page.keyboard.press("Enter")
    await expect(selected).toHaveText("React")
    await expect(listbox.selectedOptions).toHaveCount(1)
    await expect(page.getByTestId("react")).toHaveAttribute("aria-selected", "true")
  })

  test("external-value-change: the collection shrinks and returns; the value set outside is checked and listed", async ({
    page,
  }) => {
    const listbox = new ListboxModel(page, "Select framework")
    await gotoDemo(page, "/listbox/external-value-change")
    await expect(listbox.list).toHaveAttribute("data-testid", "listbox-content")
    const selected = page.getByTestId("selected-items")
    await expect(listbox.itemTexts).toHaveText(["React", "Solid", "Vue"])
    await expect(selected).toHaveText("React")

    await page.getByTestId("filter-vue-button").click()
    await expect(listbox.itemTexts).toHaveText(["Vue"])
    await page.getByTestId("set-solid-button").click()
    await expect(listbox.itemTexts).toHaveText(["React", "Solid", "Vue"])
    await expect(selected).toHaveText("Solid")
    await expect(page.getByTestId("solid")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByTestId("react")).toHaveAttribute("aria-selected", "false")

    // a click still goes through React's state
    await page.getByTestId("vue").click()
    await expect(selected).toHaveText("Vue")
    await expect(page.getByText("Value: vue")).toBeVisible()
  })

  test("transfer: the selected characters move across and back, by mouse and by keyboard", async ({ page }) => {
    const source = new ListboxModel(page, "Source")
    const target = new ListboxModel(page, "Target")
    await gotoDemo(page, "/listbox/transfer")
    const right = page.getByRole("button", { name: "Move Right" })
    const left = page.getByRole("button", { name: "Move Left" })
    await expect(source.itemTexts).toHaveText(["Naruto", "Sasuke", "Sakura", "Kakashi", "Shisui"])
    await expect(target.options).toHaveCount(0)
    await expect(source.list).toHaveAttribute("aria-multiselectable", "true")
    await expect(right).toBeDisabled()

    await source.option("Naruto").click()
    await source.option("Sakura").click()
    await right.click()
    await expect(target.itemTexts).toHaveText(["Naruto", "Sakura"])
    await expect(source.itemTexts).toHaveText(["Sasuke", "Kakashi", "Shisui"])
    await expect(source.selectedOptions).toHaveCount(0)
    await expect(right).toBeDisabled()

    // keyboard: select Sakura in the target and send her back
    await target.focusList()
    await page.keyboard.press("ArrowDown")
    await target.expectHighlighted("Sakura")
    await page.keyboard.press("Space")
    await expect(left).toBeEnabled()
    // Move Right is disabled, so Move Left is one Shift+Tab away
    await expect(right).toBeDisabled()
    await page.keyboard.press("Shift+Tab")
    await expect(left).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(source.itemTexts).toHaveText(["Sasuke", "Kakashi", "Shisui", "Sakura"])
    await expect(target.itemTexts).toHaveText(["Naruto"])
  })

  test("search: the input filters by accent-insensitive prefix and highlights the first match", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox/search")
    const search = page.getByRole("textbox", { name: "Search countries" })
    await search.fill("cote")
    await expect(listbox.options).toHaveText([/^Côte d'Ivoire \(CI\)/])
    await expect(listbox.item("CI")).toHaveAttribute("data-highlighted", "")
    await expect(search).toHaveAttribute("aria-activedescendant", (await listbox.item("CI").getAttribute("id"))!)
    await search.press("Enter")
    await expect(listbox.item("CI")).toHaveAttribute("aria-selected", "true")
    await expect(listbox.output).toHaveText("Selected: Côte d'Ivoire (CI)")

    // a prefix, not a substring; case and accents aside
    await search.fill("LAND")
    await expect(listbox.options).toHaveCount(0)
    await expect(page.getByText("No countries start with “LAND”")).toBeVisible()
    await search.fill("ala")
    await expect(listbox.options).toHaveText([/^Åland Islands \(AX\)/])
    await search.fill("united")
    await expect(listbox.options).toHaveText([
      /^United Arab Emirates \(AE\)/,
      /^United Kingdom \(GB\)/,
      /^United States Minor Outlying Islands \(UM\)/,
      /^United States \(US\)/,
    ])
    await expect(listbox.item("AE")).toHaveAttribute("data-highlighted", "")
    await search.press("ArrowDown")
    await expect(listbox.item("GB")).toHaveAttribute("data-highlighted", "")
    await expect(search).toBeFocused()
    await search.press("Enter")
    await expect(listbox.output).toHaveText("Selected: United Kingdom (GB)")
  })

  test("search: typeahead is off — a letter in the list does not jump", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select a country")
    await gotoDemo(page, "/listbox/search")
    await page.getByRole("textbox", { name: "Search countries" }).focus()
    await page.keyboard.press("Tab")
    await expect(listbox.list).toBeFocused()
    await listbox.expectHighlighted("Andorra (AD)")
    await page.keyboard.press("z")
    await listbox.expectHighlighted("Andorra (AD)")
    await page.keyboard.press("ArrowDown")
    await listbox.expectHighlighted("United Arab Emirates (AE)")
  })

  test("virtualized: 10,000 items, only a few rendered; End scrolls to Item 9999", async ({ page }) => {
    const listbox = new ListboxModel(page, "Select an item")
    await gotoDemo(page, "/listbox/virtualized")
    await expect(listbox.option("Item 0")).toBeVisible()
    await expect(listbox.option("Item 0")).toHaveAttribute("aria-setsize", "10000")
    const rendered = await listbox.options.count()
    expect(rendered).toBeGreaterThan(12)
    expect(rendered).toBeLessThan(60)

    await listbox.focusList()
    await listbox.expectHighlighted("Item 0")
    await page.keyboard.press("End")
    await listbox.expectHighlighted("Item 9999")
    await expect(listbox.option("Item 9999")).toBeInViewport()
    await expect(listbox.option("Item 9999")).toHaveAttribute("aria-posinset", "10000")
    await expect(listbox.option("Item 0")).toHaveCount(0)
    await page.keyboard.press("ArrowUp")
    await listbox.expectHighlighted("Item 9998")
    await page.keyboard.press("Enter")
    await expect(listbox.output).toHaveText("Selected: Item 9998")
    await page.keyboard.press("Home")
    await listbox.expectHighlighted("Item 0")
    await expect(listbox.option("Item 0")).toBeInViewport()
  })
})
