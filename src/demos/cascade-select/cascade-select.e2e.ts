import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"

const trigger = (page: Page) => page.locator("main [data-scope='cascade-select'][data-part='trigger']")
const tree = (page: Page) => page.getByRole("tree", { name: "Select a location" })
const lists = (page: Page) => page.locator("[data-scope='cascade-select'][data-part='list']")
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true })
const output = (page: Page) => page.locator("main output")
const clear = (page: Page) => page.getByRole("button", { name: "Clear value" })

async function expectHighlighted(page: Page, name: string) {
  const id = await item(page, name).getAttribute("id")
  await expect(tree(page)).toHaveAttribute("aria-activedescendant", id!)
}

test.describe("cascade-select", () => {
  test("empty at first: the trigger reads Select a location, no clear button, closed", async ({ page }) => {
    await gotoDemo(page, "/cascade-select")
    await expect(page.locator("main [data-part='label']")).toHaveText("Select a location")
    await expect(trigger(page)).toHaveText("Select a location")
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false")
    await expect(output(page)).toHaveText("Selected: -")
    await expect(clear(page)).toBeHidden()
    await expect(tree(page)).toBeHidden()
  })

  test("pointer: the levels open side by side; a city selects its path and closes", async ({ page }) => {
    await gotoDemo(page, "/cascade-select")
    await trigger(page).click()
    await expect(tree(page)).toBeVisible()
    await expect(lists(page)).toHaveCount(1)
    // below the trigger, aligned with its start, 8px apart (the positioner snaps to whole pixels)
    await expect(trigger(page)).toHaveAttribute("data-placement", "bottom-start")
    const t = (await trigger(page).boundingBox())!
    const c = (await tree(page).boundingBox())!
    expect(Math.abs(c.y - (t.y + t.height) - 8)).toBeLessThanOrEqual(1)
    expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1)
    await expect(lists(page).first().getByRole("treeitem")).toHaveText(["Africa", "Asia", "Europe", "North America"])

    await item(page, "Europe").click()
    await expect(lists(page)).toHaveCount(2)
    await expect(item(page, "Europe")).toHaveAttribute("aria-expanded", "true")
    await item(page, "France").click()
    await expect(lists(page)).toHaveCount(3)
    await expect(lists(page).nth(2).getByRole("treeitem")).toHaveText(["Paris", "Lyon", "Marseille"])
    // side by side: each level starts where the previous one ends
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await lists(page).nth(i).boundingBox())!))
    expect(boxes[1].x).toBeGreaterThanOrEqual(boxes[0].x + boxes[0].width - 1)
    expect(boxes[2].x).toBeGreaterThanOrEqual(boxes[1].x + boxes[1].width - 1)
    expect(Math.abs(boxes[1].y - boxes[0].y)).toBeLessThanOrEqual(1)
    // a branch is not selectable by default: nothing chosen yet
    await expect(output(page)).toHaveText("Selected: -")

    await item(page, "Paris").click()
    await expect(tree(page)).toBeHidden()
    await expect(trigger(page)).toHaveText("Europe / France / Paris")
    await expect(output(page)).toHaveText("Selected: Europe / France / Paris")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).context.value).toEqual([["europe", "france", "paris"]])

    await clear(page).click()
    await expect(trigger(page)).toHaveText("Select a location")
    await expect(output(page)).toHaveText("Selected: -")
    await expect(clear(page)).toBeHidden()
  })

  test("keyboard: arrows move within a level and across levels; Enter selects; Escape closes and focus returns", async ({
    page,
  }) => {
    await gotoDemo(page, "/cascade-select")
    await trigger(page).focus()
    await page.keyboard.press("ArrowDown")
    await expect(tree(page)).toBeVisible()
    await expect(tree(page)).toBeFocused()
    await expectHighlighted(page, "Africa")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Europe")
    await page.keyboard.press("ArrowRight")
    await expectHighlighted(page, "France")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Germany")
    await page.keyboard.press("ArrowRight")
    await expectHighlighted(page, "Berlin")
    await page.keyboard.press("ArrowLeft")
    await expectHighlighted(page, "Germany")
    // the highlighted country keeps its cities open beside it
    await expect(lists(page)).toHaveCount(3)
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Munich")
    await page.keyboard.press("Enter")
    await expect(tree(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    await expect(output(page)).toHaveText("Selected: Europe / Germany / Munich")

    await page.keyboard.press("Enter")
    await expect(tree(page)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(tree(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    await expect(output(page)).toHaveText("Selected: Europe / Germany / Munich")
  })

  test("RTL: ArrowLeft goes into a level and ArrowRight back out", async ({ page }) => {
    await gotoDemo(page, "/cascade-select?dir=rtl")
    await expect(page.locator("main [data-scope='cascade-select'][data-part='root']")).toHaveAttribute("dir", "rtl")
    await trigger(page).focus()
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Africa")
    // the tree takes focus a moment after it opens; a key pressed before that goes to the trigger
    await expect(tree(page)).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expectHighlighted(page, "Egypt")
    await page.keyboard.press("ArrowRight")
    await expectHighlighted(page, "Africa")
    // the levels open towards the left
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await lists(page).nth(i).boundingBox())!))
    expect(second.x + second.width).toBeLessThanOrEqual(first.x + 1)
  })

  test("multiple: several paths, each shown whole; the list stays open with closeOnSelect off", async ({ page }) => {
    await gotoDemo(page, "/cascade-select?multiple=true&closeOnSelect=false")
    await trigger(page).click()
    await expect(tree(page)).toHaveAttribute("aria-multiselectable", "true")
    await item(page, "Asia").click()
    await item(page, "Japan").click()
    await item(page, "Kyoto").click()
    await expect(tree(page)).toBeVisible()
    await item(page, "Europe").click()
    await item(page, "Italy").click()
    await item(page, "Rome").click()
    await expect(item(page, "Rome")).toHaveAttribute("aria-selected", "true")
    await expect(output(page)).toHaveText("Selected: Asia / Japan / Kyoto, Europe / Italy / Rome")
    await expect(trigger(page)).toHaveText("Asia / Japan / Kyoto, Europe / Italy / Rome")
    // a second click on a selected city deselects it
    await item(page, "Rome").click()
    await expect(output(page)).toHaveText("Selected: Asia / Japan / Kyoto")
    await expect(tree(page)).toBeVisible()
  })

  test("allowParentSelection: a country can be the value", async ({ page }) => {
    await gotoDemo(page, "/cascade-select")
    await setControl(page, "allowParentSelection", true)
    await expect(page).toHaveURL(/allowParentSelection=true/)
    await trigger(page).click()
    await item(page, "North America").click()
    await item(page, "Canada").click()
    await expect(output(page)).toHaveText("Selected: North America / Canada")
    await expect(trigger(page)).toHaveText("North America / Canada")
  })

  test("highlightTrigger hover: pointing at a branch opens its level", async ({ page }) => {
    await gotoDemo(page, "/cascade-select?highlightTrigger=hover")
    await trigger(page).click()
    await item(page, "Africa").hover()
    await expect(lists(page)).toHaveCount(2)
    await item(page, "Kenya").hover()
    await expect(lists(page)).toHaveCount(3)
    await expect(lists(page).nth(2).getByRole("treeitem")).toHaveText(["Nairobi", "Mombasa"])
    await expect(output(page)).toHaveText("Selected: -")
  })
})
