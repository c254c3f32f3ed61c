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
})
