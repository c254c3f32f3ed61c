import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { CascadeSelectModel } from "@tests/models/cascade-select.model"

test.describe("cascade-select", () => {
  test("empty at first: the trigger reads Select a location, no clear button, closed", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await expect(cascade.label).toHaveText("Select a location")
    await expect(cascade.trigger).toHaveText("Select a location")
    await expect(cascade.trigger).toHaveAttribute("aria-expanded", "false")
    await expect(cascade.output).toHaveText("Selected: -")
    await expect(cascade.clear).toBeHidden()
    await expect(cascade.tree).toBeHidden()
  })

  test("pointer: the levels open side by side; a city selects its path and closes", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await cascade.trigger.click()
    await expect(cascade.tree).toBeVisible()
    await expect(cascade.lists).toHaveCount(1)
    // below the trigger, aligned with its start, 8px apart (the positioner snaps to whole pixels)
    await expect(cascade.trigger).toHaveAttribute("data-placement", "bottom-start")
    const t = (await cascade.trigger.boundingBox())!
    const c = (await cascade.tree.boundingBox())!
    expect(Math.abs(c.y - (t.y + t.height) - 8)).toBeLessThanOrEqual(1)
    expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1)
    await expect(cascade.lists.first().getByRole("treeitem")).toHaveText(["Africa", "Asia", "Europe", "North America"])

    await cascade.item("Europe").click()
    await expect(cascade.lists).toHaveCount(2)
    await expect(cascade.item("Europe")).toHaveAttribute("aria-expanded", "true")
    await cascade.item("France").click()
    await expect(cascade.lists).toHaveCount(3)
    await expect(cascade.lists.nth(2).getByRole("treeitem")).toHaveText(["Paris", "Lyon", "Marseille"])
    // side by side: each level starts where the previous one ends
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await cascade.lists.nth(i).boundingBox())!))
    expect(boxes[1].x).toBeGreaterThanOrEqual(boxes[0].x + boxes[0].width - 1)
    expect(boxes[2].x).toBeGreaterThanOrEqual(boxes[1].x + boxes[1].width - 1)
    expect(Math.abs(boxes[1].y - boxes[0].y)).toBeLessThanOrEqual(1)
    // a branch is not selectable by default: nothing chosen yet
    await expect(cascade.output).toHaveText("Selected: -")

    await cascade.item("Paris").click()
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toHaveText("Europe / France / Paris")
    await expect(cascade.output).toHaveText("Selected: Europe / France / Paris")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual([["europe", "france", "paris"]])

    await cascade.clear.click()
    await expect(cascade.trigger).toHaveText("Select a location")
    await expect(cascade.output).toHaveText("Selected: -")
    await expect(cascade.clear).toBeHidden()
  })

  test("keyboard: arrows move within a level and across levels; Enter selects; Escape closes and focus returns", async ({
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
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Europe")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("France")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Germany")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Berlin")
    await page.keyboard.press("ArrowLeft")
    await cascade.expectHighlighted("Germany")
    // the highlighted country keeps its cities open beside it
    await expect(cascade.lists).toHaveCount(3)
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowDown")
    await cascade.expectHighlighted("Munich")
    await page.keyboard.press("Enter")
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toBeFocused()
    await expect(cascade.output).toHaveText("Selected: Europe / Germany / Munich")

    await page.keyboard.press("Enter")
    await expect(cascade.tree).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(cascade.tree).toBeHidden()
    await expect(cascade.trigger).toBeFocused()
    await expect(cascade.output).toHaveText("Selected: Europe / Germany / Munich")
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
    await cascade.expectHighlighted("Egypt")
    await page.keyboard.press("ArrowRight")
    await cascade.expectHighlighted("Africa")
    // the levels open towards the left
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await cascade.lists.nth(i).boundingBox())!))
    expect(second.x + second.width).toBeLessThanOrEqual(first.x + 1)
  })

  test("multiple: several paths, each shown whole; the list stays open with closeOnSelect off", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select?multiple=true&closeOnSelect=false")
    await cascade.trigger.click()
    await expect(cascade.tree).toHaveAttribute("aria-multiselectable", "true")
    await cascade.item("Asia").click()
    await cascade.item("Japan").click()
    await cascade.item("Kyoto").click()
    await expect(cascade.tree).toBeVisible()
    await cascade.item("Europe").click()
    await cascade.item("Italy").click()
    await cascade.item("Rome").click()
    await expect(cascade.item("Rome")).toHaveAttribute("aria-selected", "true")
    await expect(cascade.output).toHaveText("Selected: Asia / Japan / Kyoto, Europe / Italy / Rome")
    await expect(cascade.trigger).toHaveText("Asia / Japan / Kyoto, Europe / Italy / Rome")
    // a second click on a selected city deselects it
    await cascade.item("Rome").click()
    await expect(cascade.output).toHaveText("Selected: Asia / Japan / Kyoto")
    await expect(cascade.tree).toBeVisible()
  })

  test("allowParentSelection: a country can be the value", async ({ page }) => {
    const cascade = new CascadeSelectModel(page)
    await gotoDemo(page, "/cascade-select")
    await setControl(page, "allowParentSelection", true)
    await expect(page).toHaveURL(/allowParentSelection=true/)
    await cascade.trigger.click()
    await cascade.item("North America").click()
    await cascade.item("Canada").click()
    await expect(cascade.output).toHaveText("Selected: North America / Canada")
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
    await expect(cascade.lists.nth(2).getByRole("treeitem")).toHaveText(["Nairobi", "Mombasa"])
    await expect(cascade.output).toHaveText("Selected: -")
  })
})
