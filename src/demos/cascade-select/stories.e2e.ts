import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { CascadeSelectModel } from "@tests/models/cascade-select.model"
import { toggleControl } from "@tests/models/controls"

const CONTINENTS = ["Africa", "Antarctica", "Asia", "Europe", "North America", "Oceania", "South America"]

test.describe("cascade-select basic (the world data set, at /cascade-select)", () => {
  test("empty at first: the trigger reads Select a location, no clear button, closed, both values []", async ({
    page,
  }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await expect(page.locator("main h1")).toHaveText("Cascade Select")
    await expect(cascade.label).toHaveText("Select a location")
    await expect(cascade.trigger).toHaveText("Select a location")
    await expect(cascade.trigger).toHaveAttribute("aria-expanded", "false")
    await expect(cascade.highlightedValue).toHaveText("[]")
    await expect(cascade.selectedValue).toHaveText("[]")
    await expect(cascade.clear).toBeHidden()
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.hiddenInput).toHaveValue("")
    // the Code tab shows the story's own module
    await openTab(page, "Code")
    const code = page.getByRole("tabpanel", { name: "Code" }).locator("pre")
    await expect(code).toContainText('import * as cascadeSelect from "@zag-js/cascade-select"')
    await expect(code).toContainText('name: "location",')
    await expect(code).toContainText("loadWorld()")
  })

  test("pointer: the levels open side by side; a state selects its path and closes", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select/basic")
    await cascade.trigger.click()
    await expect(cascade.tree).toBeVisible()
    await expect(cascade.lists).toHaveCount(1)
    // below the trigger, aligned with its start, 8px apart (the positioner snaps to whole pixels)
    await expect(cascade.trigger).toHaveAttribute("data-placement", "bottom-start")
    const t = (await cascade.trigger.boundingBox())!
    const c = (await cascade.tree.boundingBox())!
    expect(Math.abs(c.y - (t.y + t.height) - 8)).toBeLessThanOrEqual(1)
    expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1)
    await expect(cascade.lists.first().getByRole("treeitem")).toHaveText(CONTINENTS)
    await expect(cascade.lists.first()).toHaveAttribute("data-depth", "0")

    await cascade.item("Africa").click()
    await expect(cascade.lists).toHaveCount(2)
    await expect(cascade.item("Africa")).toHaveAttribute("aria-expanded", "true")
    await expect(cascade.highlightedValue).toHaveText('["africa"]')
    const countries = cascade.lists.nth(1).getByRole("treeitem")
    await expect(countries).toHaveCount(60)
    await expect(countries.first()).toHaveText("Algeria")
    await expect(countries.last()).toHaveText("Zimbabwe")
    await expect(countries.nth(58)).toHaveText("Zambia")
    await expect(cascade.lists.nth(1)).toHaveAttribute("data-depth", "1")
    await cascade.item("Algeria").click()
    await expect(cascade.lists).toHaveCount(3)
    await expect(cascade.lists.nth(2)).toHaveAttribute("data-depth", "2")
    await expect(cascade.lists.nth(2).getByRole("treeitem").first()).toHaveText("Adrar")
    await expect(cascade.lists.nth(2).getByRole("treeitem").nth(1)).toHaveText("Alger")
    await expect(cascade.lists.nth(2).getByRole("treeitem").nth(2)).toHaveText("Annaba")
    // side by side: each level starts where the previous one ends
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cascade.lists.nth(i).boundingBox())!))
    expect(boxes[1].x).toBeGreaterThanOrEqual(boxes[0].x + boxes[0].width - 1)
    expect(boxes[2].x).toBeGreaterThanOrEqual(boxes[1].x + boxes[1].width - 1)
    expect(Math.abs(boxes[1].y - boxes[0].y)).toBeLessThanOrEqual(1)
    // a branch is not selectable by default: nothing chosen yet
    await expect(cascade.selectedValue).toHaveText("[]")

    await cascade.item("Adrar").click()
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toHaveText("Africa / Algeria / Adrar")
    await expect(cascade.selectedValue).toHaveText('[["africa","DZ","DZ-01"]]')
    await expect(cascade.hiddenInput).toHaveValue("africa,DZ,DZ-01")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual([["africa", "DZ", "DZ-01"]])

    // reopened: the selected state carries its check mark
    await cascade.trigger.click()
    await expect(cascade.item("Adrar")).toHaveAttribute("aria-selected", "true")
    await expect(cascade.item("Adrar").locator("[data-part='item-indicator']")).toBeVisible()
    await expect(cascade.item("Alger").locator("[data-part='item-indicator']")).toBeHidden()
    await page.keyboard.press("Escape")

    await cascade.clear.click()
    await expect(cascade.trigger).toHaveText("Select a location")
    await expect(cascade.selectedValue).toHaveText("[]")
    await expect(cascade.clear).toBeHidden()
  })

  test("Antarctica is shown but disabled: a click opens nothing and selects nothing", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await cascade.trigger.click()
    await expect(cascade.item("Antarctica")).toHaveAttribute("aria-disabled", "true")
    await expect(cascade.item("Antarctica")).toHaveAttribute("data-disabled", "")
    // a person can still click it (Playwright would wait for it to be enabled first)
    await cascade.item("Antarctica").click({ force: true })
    await expect(cascade.lists).toHaveCount(1)
    await expect(cascade.tree).toBeVisible()
    await expect(cascade.selectedValue).toHaveText("[]")
    // American Samoa too, among Oceania's countries
    await cascade.item("Oceania").click()
    await expect(cascade.item("American Samoa")).toHaveAttribute("aria-disabled", "true")
  })

  test("keyboard: arrows move within a level (past the disabled one) and across levels; Enter selects; Escape closes", async ({
    page,
  }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await cascade.trigger.focus()
    await page.keyboard.press("ArrowDown")
    await expect(cascade.tree).toBeVisible()
    await expect(cascade.tree).toBeFocused()
    await cascade.expectHighlighted("Africa")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Asia")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Europe")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Åland Islands")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Albania")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Berat")
    await expect(cascade.highlightedValue).toHaveText('["europe","AL","AL-01"]')
    await page.keyboard.press("ArrowLeft")
    await cascade.expectHighlighted("Albania")
    // the highlighted country keeps its states open beside it
    await expect(cascade.lists).toHaveCount(3)
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Berat")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Dibër")
    await page.keyboard.press("Enter")
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toBeFocused()
    await expect(cascade.trigger).toHaveText("Europe / Albania / Dibër")
    await expect(cascade.selectedValue).toHaveText('[["europe","AL","AL-09"]]')

    await page.keyboard.press("Enter")
    await expect(cascade.tree).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toBeFocused()
    await expect(cascade.selectedValue).toHaveText('[["europe","AL","AL-09"]]')
  })

  test("opened by keyboard before the places arrive: Loading places…, then the first continent is highlighted", async ({
    page,
  }) => {
    const cascade = new CascadeSelectModel(page)
    // the data chunk is held back until the tree is open, as on a slow connection
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/world\.data-[^/]*\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await gotoDemo(page, "/cascade-select")
    await cascade.trigger.focus()
    await page.keyboard.press("ArrowDown")
    await expect(page.getByRole("status").filter({ hasText: "Loading places…" })).toBeVisible()
    release()
    await cascade.expectHighlighted("Africa")
    await expect(page.getByText("Loading places…")).toHaveCount(0)
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Asia")
  })

  test("RTL: ArrowLeft goes into a level and ArrowRight back out", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select?dir=rtl")
    await expect(cascade.root).toHaveAttribute("dir", "rtl")
    await cascade.trigger.focus()
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Africa")
    // the tree takes focus a moment after it opens; a key pressed before that goes to the trigger
    await expect(cascade.tree).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await cascade.expectHighlighted("Algeria")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Africa")
    // the levels open towards the left
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await cascade.lists.nth(i).boundingBox())!))
    expect(second.x + second.width).toBeLessThanOrEqual(first.x + 1)
  })

  test("multiple, switched on in the Controls tab: the trigger lists the leaf names, the value every path", async ({
    page,
  }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await openTab(page, "Controls")
    await toggleControl(page, "multiple", true)
    await expect(page).toHaveURL(/multiple=true/)
    await cascade.pick("Africa", "Algeria", "Adrar")
    await expect(cascade.tree).toHaveAttribute("aria-multiselectable", "true")
    // zag keeps the levels open in multiple mode, whatever closeOnSelect says
    await expect(cascade.tree).toBeVisible()
    await expect(cascade.trigger).toHaveText("Adrar")
    await cascade.pick("Asia", "Afghanistan", "Badakhshān")
    await expect(cascade.trigger).toHaveText("Adrar, Badakhshān")
    await expect(cascade.selectedValue).toHaveText('[["africa","DZ","DZ-01"],["asia","AF","AF-BDS"]]')
    await expect(cascade.hiddenInput).toHaveValue("africa,DZ,DZ-01, asia,AF,AF-BDS")
  })

  test("multiple with closeOnSelect off: the list stays open; a second click deselects", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select?multiple=true&closeOnSelect=false")
    await cascade.pick("Asia", "China")
    await expect(cascade.lists.nth(2).getByRole("treeitem").first()).toHaveText("Guangxi")
    await cascade.item("Guangxi").click()
    await expect(cascade.tree).toBeVisible()
    await cascade.pick("Europe", "France")
    await expect(cascade.lists.nth(2).getByRole("treeitem").first()).toHaveText("Alsace")
    await cascade.item("Aquitaine").click()
    await expect(cascade.item("Aquitaine")).toHaveAttribute("aria-selected", "true")
    await expect(cascade.selectedValue).toHaveText('[["asia","CN","CN-GX"],["europe","FR","FR-B"]]')
    await expect(cascade.trigger).toHaveText("Guangxi, Aquitaine")
    // a second click on a selected state deselects it
    await cascade.item("Aquitaine").click()
    await expect(cascade.selectedValue).toHaveText('[["asia","CN","CN-GX"]]')
    await expect(cascade.trigger).toHaveText("Guangxi")
    await expect(cascade.tree).toBeVisible()
  })

  test("allowParentSelection: a country can be the value", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await setControl(page, "allowParentSelection", true)
    await expect(page).toHaveURL(/allowParentSelection=true/)
    await cascade.pick("North America", "Canada")
    await expect(cascade.selectedValue).toHaveText('[["north-america","CA"]]')
    await expect(cascade.trigger).toHaveText("North America / Canada")
  })

  test("highlightTrigger hover: pointing at a branch opens its level", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select?highlightTrigger=hover")
    await cascade.trigger.click()
    await cascade.item("Africa").hover()
    await expect(cascade.lists).toHaveCount(2)
    await cascade.item("Kenya").hover()
    await expect(cascade.lists).toHaveCount(3)
    await expect(cascade.lists.nth(2).getByRole("treeitem").first()).toHaveText("Baringo")
    await expect(cascade.highlightedValue).toHaveText('["africa","KE"]')
    await expect(cascade.selectedValue).toHaveText("[]")
  })

  test("the hidden input named location submits the value with the form", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await cascade.submit.click()
    await expect(cascade.submitted).toHaveText('Submitted: {"location":""}')
    await cascade.pick("Africa", "Egypt")
    await cascade.lists.nth(2).getByRole("treeitem").first().click()
    await expect(cascade.trigger).toHaveText(/^Africa \/ Egypt \/ /)
    await cascade.pick("Africa", "Algeria", "Adrar")
    await cascade.submit.click()
    await expect(cascade.submitted).toHaveText('Submitted: {"location":"africa,DZ,DZ-01"}')
    await expect(page).toHaveURL(/\/cascade-select$/)
  })
})
