import { expect, gotoDemo, test } from "@tests/fixtures"
import { toggleControl } from "@tests/models/controls"
import { ZagModel } from "@tests/models/model"
import { SelectModel } from "@tests/models/select.model"

test.describe("select stories", () => {
  test("basic: the required control makes the select required, and an empty form is not sent", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/basic")
    await expect(select.trigger).toHaveAttribute("aria-required", "false")
    await toggleControl(page, "required", true)
    await expect(select.trigger).toHaveAttribute("aria-required", "true")
    await expect(select.label).toHaveAttribute("data-required", "")
    await expect(page.locator("main select")).toHaveJSProperty("required", true)
    // the browser's own check stops an empty submission
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.locator("main")).not.toContainText('"country"')
    await select.trigger.click()
    await select.item("PE").click()
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":"PE"}')
  })

  test("controlled-ignore: a fixed value with no handler stays React whatever is chosen", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/controlled-ignore")
    const selected = page.getByTestId("selected-items")
    await expect(selected).toHaveText("Selected items (from api): React")
    await expect(page.getByText("Try choosing Vue or Solid")).toBeVisible()

    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("select-content")).toBeVisible()
    await page.getByTestId("vue").click()
    await expect(page.getByTestId("select-content")).toBeHidden()
    await expect(selected).toHaveText("Selected items (from api): React")
    await expect(select.trigger).toHaveText(/React/)

    // by keyboard too: Solid is chosen, React stays
    await page.getByTestId("trigger").focus()
    await page.keyboard.press("Enter")
    await expect(page.getByTestId("select-content")).toBeFocused()
    await page.keyboard.press("End")
    await expect(page.getByTestId("solid")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(selected).toHaveText("Selected items (from api): React")
    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("react")).toHaveAttribute("data-state", "checked")
    await expect(page.getByTestId("solid")).toHaveAttribute("data-state", "unchecked")
    await expect(page.getByTestId("vue")).toHaveAttribute("data-state", "unchecked")
  })

  test("external-value-change: the selected items and the checked item follow the value and the collection", async ({
    page,
  }) => {
    await gotoDemo(page, "/select/external-value-change")
    const selected = page.getByTestId("selected-items")
    await expect(selected).toHaveText("Selected items (from api): React")

    await page.getByTestId("filter-vue-button").click()
    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("select-content").getByRole("option")).toHaveText([/Vue/])
    await page.keyboard.press("Escape")

    await page.getByTestId("set-solid-button").click()
    await expect(selected).toHaveText("Selected items (from api): Solid")
    await expect(page.getByTestId("trigger")).toHaveText(/Solid/)
    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("select-content").getByRole("option")).toHaveText([/React/, /Solid/, /Vue/])
    await expect(page.getByTestId("solid")).toHaveAttribute("data-state", "checked")
    await expect(page.getByTestId("react")).toHaveAttribute("data-state", "unchecked")

    // choosing still goes through React state
    await page.getByTestId("vue").click()
    await expect(selected).toHaveText("Selected items (from api): Vue")
  })

  test("async: the first 20 Pokémon arrive after a moment; choose one and clear it", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/async")
    await expect(page.getByRole("status").filter({ hasText: "20 options loaded" })).toBeVisible()
    await expect(select.trigger).toHaveText(/Select option/)
    await select.trigger.click()
    await expect(select.items).toHaveCount(20)
    await expect(select.items.first()).toHaveText(/bulbasaur/)
    await expect(select.items.last()).toHaveText(/raticate/)
    await select.item("charmander").click()
    await expect(select.trigger).toHaveText(/charmander/)
    await select.clearTrigger.click()
    await expect(select.trigger).toHaveText(/Select option/)
  })

  test("combobox: the dropdown's search field filters the countries; Enter or a click chooses one", async ({
    page,
  }) => {
    const select = new SelectModel(page)
    const search = new ZagModel(page, "combobox")
    await gotoDemo(page, "/select/combobox")
    await expect(select.label).toHaveText("Country")
    await expect(select.trigger).toHaveText(/Select Country/)

    // opening moves focus into the search field, over the whole list
    await select.trigger.click()
    const input = page.getByRole("combobox", { name: "Search countries" })
    await expect(input).toBeFocused()
    const options = search.portalled("content").getByRole("option")
    await expect(options).toHaveCount(249)

    // accents and case are ignored: "ala" finds Åland Islands and Malawi
    await input.pressSequentially("ala")
    await expect(options.filter({ hasText: "Åland Islands (AX)" })).toBeVisible()
    await expect(options.filter({ hasText: "Malawi (MW)" })).toBeVisible()
    await expect(options.filter({ hasText: "Peru (PE)" })).toHaveCount(0)

    // typing highlights the first match; Enter chooses it and focus returns to the trigger
    await input.fill("")
    await input.pressSequentially("peru")
    await expect(options).toHaveText([/Peru \(PE\)/])
    await expect(search.portalled("item", '[data-value="PE"]')).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/Peru \(PE\)/)
    await expect(select.trigger).toBeFocused()

    // the next opening starts from an empty field, with the choice checked
    await page.keyboard.press("Enter")
    await expect(input).toBeFocused()
    await expect(input).toHaveValue("")
    await expect(options).toHaveCount(249)
    await expect(search.portalled("item", '[data-value="PE"]')).toHaveAttribute("data-state", "checked")
    await page.keyboard.press("ArrowDown")
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/)

    // Escape closes without changing the choice
    await page.keyboard.press("Escape")
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toBeFocused()
    await expect(select.trigger).toHaveText(/Peru \(PE\)/)

    // a click on a match chooses it too
    await select.trigger.click()
    await input.pressSequentially("keny")
    await search.portalled("item", '[data-value="KE"]').click()
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/Kenya \(KE\)/)
  })

  test("in-dialog: the select works inside the modal dialog; Escape closes the list, then the dialog", async ({
    page,
  }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/in-dialog")
    // the dialog's content, and the select in it, exist only while it is open
    await expect(page.getByTestId("trigger-1")).toHaveCount(0)
    const open = page.getByRole("button", { name: "Open Dialog" })
    await open.click()
    const dialog = page.getByRole("dialog", { name: "Edit profile" })
    await expect(dialog).toBeVisible()

    await page.getByTestId("trigger-1").click()
    await expect(page.getByTestId("positioner-1")).toBeVisible()
    await expect(select.content).toBeVisible()
    await select.item("PE").click()
    await expect(select.content).toBeHidden()
    await expect(page.getByTestId("trigger-1")).toHaveText(/Peru \(PE\)/)
    await expect(dialog).toBeVisible()

    await page.getByTestId("trigger-1").press("Enter")
    await expect(select.content).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(select.item("PF")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")
    await expect(select.content).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId("trigger-1")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test("in-popover: choosing in the list keeps the popover open; X closes it", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/in-popover")
    await page.getByRole("button", { name: "Open Popover" }).click()
    const popover = page.getByRole("dialog", { name: "Select in Popover" })
    await expect(popover).toBeVisible()
    await select.trigger.click()
    await select.item("KE").click()
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/Kenya \(KE\)/)
    await expect(popover).toBeVisible()
    // zag names the close button "close"; it reads X
    const close = popover.getByRole("button", { name: "close" })
    await expect(close).toHaveText("X")
    await close.click()
    await expect(popover).toBeHidden()
  })

  test("multiple-controlled: opening one select closes the other", async ({ page }) => {
    await gotoDemo(page, "/select/multiple-controlled")
    const a = page.getByRole("combobox", { name: "Country a" })
    const b = page.getByRole("combobox", { name: "Country b" })
    await a.click()
    await expect(a).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText("Open: a")).toBeVisible()
    await b.click()
    await expect(b).toHaveAttribute("aria-expanded", "true")
    await expect(a).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByText("Open: b")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(b).toHaveAttribute("aria-expanded", "false")
    await expect(page.getByText("Open: none")).toBeVisible()
  })

  test("tabs: switching tab highlights its first ref; the list opens on the chosen ref's tab", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/tabs")
    await select.trigger.click()
    const tabs = page.getByRole("tablist")
    await expect(tabs.getByRole("tab", { name: "Branch" })).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("listbox", { name: "Branches" }).getByRole("option")).toHaveText([
      /master/,
      /feature/,
      /bugfix/,
      /hotfix/,
      /release/,
      /rsc/,
    ])
    await expect(select.item("master")).toHaveAttribute("data-state", "checked")

    await tabs.getByRole("tab", { name: "Tags" }).click()
    await expect(select.item("v1.0.0")).toHaveAttribute("data-highlighted", "")
    await expect(page.getByRole("listbox", { name: "Tags" }).getByRole("option")).toHaveCount(6)
    await page.keyboard.press("ArrowDown")
    await expect(select.item("v1.0.1")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(select.trigger).toHaveText(/v1\.0\.1/)

    await select.trigger.click()
    await expect(tabs.getByRole("tab", { name: "Tags" })).toHaveAttribute("aria-selected", "true")
    await expect(select.item("v1.0.1")).toHaveAttribute("data-highlighted", "")
    await tabs.getByRole("tab", { name: "Branch" }).click()
    await expect(select.item("master")).toHaveAttribute("data-highlighted", "")
  })

  test("virtualized: only rows near the scroll position exist; the keyboard scrolls to the highlighted one", async ({
    page,
  }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/virtualized")
    await expect(select.trigger).toHaveText(/Select a country/)
    await select.trigger.click()
    await expect(select.content).toBeFocused()
    await expect(select.item("AD")).toBeVisible()
    expect(await select.items.count()).toBeLessThan(60)
    await expect(select.item("ZW")).toHaveCount(0)

    await page.keyboard.press("End")
    await expect(select.item("ZW")).toHaveAttribute("data-highlighted", "")
    await expect(select.item("ZW")).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(select.trigger).toHaveText(/Zimbabwe \(ZW\)/)

    // reopening scrolls the chosen row into view
    await select.trigger.click()
    await expect(select.item("ZW")).toBeInViewport()
    await page.keyboard.press("Home")
    await expect(select.item("AD")).toBeInViewport()
  })

  test("typeahead: a letter moves to the next item with that initial and passes over disabled Duck", async ({
    page,
  }) => {
    const select = new SelectModel(page)
    // keys typed within 350 ms of each other make one search: the clock is moved past that between searches
    await page.clock.install()
    await gotoDemo(page, "/select/typeahead")
    const nextSearch = () => page.clock.runFor(400)

    // on the closed trigger, a letter selects
    await select.trigger.focus()
    await page.keyboard.press("e")
    await expect(select.trigger).toHaveText(/Elephant/)
    await expect(select.content).toBeHidden()
    await nextSearch()

    await select.trigger.click()
    await expect(select.content).toBeFocused()
    await expect(select.item("duck")).toHaveAttribute("data-disabled", "")
    await page.keyboard.press("c")
    await expect(select.item("cherry")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("c")
    await expect(select.item("coconut")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("c")
    await expect(select.item("cherry")).toHaveAttribute("data-highlighted", "")
    await nextSearch()

    await page.keyboard.press("d")
    await expect(select.item("date")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("d")
    await expect(select.item("date")).toHaveAttribute("data-highlighted", "")
    await expect(select.item("duck")).not.toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(select.trigger).toHaveText(/Date/)
  })

  test("autofill: the browser filling the native select updates the select, and the form sends it", async ({
    page,
  }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/autofill")
    await expect(page.getByRole("heading", { name: "Select Autofill Test" })).toBeVisible()
    const native = page.locator("main select[name='state']")
    await expect(native).toHaveAttribute("autocomplete", "address-level1")
    await expect(native.locator("option")).toHaveText(["", "Alabama", "California", "Florida", "New York", "Texas"])

    // what autofill does: it fills the fields, the hidden native select included (a person can't reach it)
    await page.getByLabel("Street address").fill("1 Main Street")
    await native.selectOption("NY", { force: true })
    await expect(select.trigger).toHaveText(/New York/)

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.locator("main output")).toHaveText('Submitted: {"street":"1 Main Street","state":"NY"}')

    // and choosing in the list fills the native select
    await select.trigger.click()
    await select.item("TX").click()
    await expect(native).toHaveValue("TX")
  })

  test("infinite-scroll: the list loads 20 Pokémon at a time as its end scrolls into view", async ({ page }) => {
    const select = new SelectModel(page)
    await gotoDemo(page, "/select/infinite-scroll")
    await expect(select.label).toHaveText("Pokemon")
    await expect(select.trigger).toHaveText(/Select a Pokemon/)
    await select.trigger.click()
    await expect(select.items).toHaveCount(20)
    await expect(select.content).toBeFocused()

    await page.keyboard.press("End")
    await expect(select.item("raticate")).toHaveAttribute("data-highlighted", "")
    await expect(select.content.getByText("Loading more...")).toBeVisible()
    await expect(select.items).toHaveCount(40)
    await expect(select.item("spearow")).toBeAttached()

    for (const count of [60, 80, 100]) {
      await page.keyboard.press("End")
      await expect(select.items).toHaveCount(count)
    }
    await page.keyboard.press("End")
    await expect(select.item("voltorb")).toHaveAttribute("data-highlighted", "")
    await expect(select.content.getByText("Loading more...")).toHaveCount(0)
    await page.keyboard.press("Enter")
    await expect(select.trigger).toHaveText(/voltorb/)
    await page.getByRole("button", { name: "Clear value" }).click()
    await expect(select.trigger).toHaveText(/Select a Pokemon/)
  })
})
