import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"

const list = (page: Page) => page.getByRole("listbox", { name: "Select a fruit" })
const option = (page: Page, name: string) => list(page).getByRole("option", { name, exact: true })
const output = (page: Page) => page.locator("main output")

/** Focuses the list by keyboard (Tab from the heading) and waits until zag highlights an option. */
async function focusList(page: Page) {
  await page.locator("main h1").click()
  await page.keyboard.press("Tab")
  await expect(list(page)).toBeFocused()
  await expect(list(page)).toHaveAttribute("aria-activedescendant", /.+/)
}

async function expectHighlighted(page: Page, name: string) {
  await expect(option(page, name)).toHaveAttribute("data-highlighted", "")
  const id = await option(page, name).getAttribute("id")
  await expect(list(page)).toHaveAttribute("aria-activedescendant", id!)
}

test.describe("listbox", () => {
  test("the label names the list of ten fruits; nothing is selected at first", async ({ page }) => {
    await gotoDemo(page, "/listbox")
    await expect(list(page)).toBeVisible()
    await expect(list(page).getByRole("option")).toHaveCount(10)
    await expect(list(page).getByRole("option").first()).toHaveText("Apple")
    await expect(list(page)).not.toHaveAttribute("aria-multiselectable")
    await expect(output(page)).toHaveText("Selected: -")
    await expect(list(page).locator("[data-part='item-indicator']:visible")).toHaveCount(0)
  })

  test("single: a click selects and shows the check mark; another click replaces it", async ({ page }) => {
    await gotoDemo(page, "/listbox")
    await option(page, "Cherry").click()
    await expect(option(page, "Cherry")).toHaveAttribute("aria-selected", "true")
    await expect(option(page, "Cherry").locator("[data-part='item-indicator']")).toBeVisible()
    await expect(output(page)).toHaveText("Selected: Cherry")

    await option(page, "Lemon").click()
    await expect(option(page, "Cherry")).toHaveAttribute("aria-selected", "false")
    await expect(option(page, "Cherry").locator("[data-part='item-indicator']")).toBeHidden()
    await expect(option(page, "Lemon")).toHaveAttribute("data-state", "checked")
    await expect(output(page)).toHaveText("Selected: Lemon")
  })

  test("keyboard: arrows move the highlight, Enter and Space select, letters jump", async ({ page }) => {
    await gotoDemo(page, "/listbox")
    await focusList(page)
    await expectHighlighted(page, "Apple")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Banana")
    await page.keyboard.press("Enter")
    await expect(output(page)).toHaveText("Selected: Banana")

    await page.keyboard.press("End")
    await expectHighlighted(page, "Pear")
    await page.keyboard.press("ArrowUp")
    await expectHighlighted(page, "Peach")
    await page.keyboard.press("Space")
    await expect(output(page)).toHaveText("Selected: Peach")

    await page.keyboard.press("m")
    await expectHighlighted(page, "Mango")
    await page.keyboard.press("Home")
    await expectHighlighted(page, "Apple")
    await expect(output(page)).toHaveText("Selected: Peach")
  })

  test("loopFocus decides whether the arrows wrap at the ends", async ({ page }) => {
    await gotoDemo(page, "/listbox")
    await focusList(page)
    await page.keyboard.press("End")
    await expectHighlighted(page, "Pear")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Pear")

    await setControl(page, "loopFocus", true)
    await expect(page).toHaveURL(/loopFocus=true/)
    await focusList(page)
    await expectHighlighted(page, "Pear")
    await page.keyboard.press("ArrowDown")
    await expectHighlighted(page, "Apple")
    await page.keyboard.press("ArrowUp")
    await expectHighlighted(page, "Pear")
  })

  test("multiple: clicks add and remove fruits without modifier keys", async ({ page }) => {
    await gotoDemo(page, "/listbox?selectionMode=multiple")
    await expect(list(page)).toHaveAttribute("aria-multiselectable", "true")
    await option(page, "Apple").click()
    await option(page, "Grape").click()
    await option(page, "Kiwi").click()
    await expect(output(page)).toHaveText("Selected: Apple, Grape, Kiwi")
    await expect(list(page).locator("[data-part='item-indicator']:visible")).toHaveCount(3)
    await option(page, "Grape").click()
    await expect(output(page)).toHaveText("Selected: Apple, Kiwi")
  })

  test("extended: a click replaces, Ctrl+click adds, Shift+click and Shift+Arrow select a range", async ({ page }) => {
    await gotoDemo(page, "/listbox?selectionMode=extended")
    await option(page, "Banana").click()
    await option(page, "Grape").click()
    await expect(output(page)).toHaveText("Selected: Grape")
    await option(page, "Apple").click({ modifiers: ["ControlOrMeta"] })
    await expect(output(page)).toHaveText("Selected: Grape, Apple")

    await option(page, "Cherry").click()
    await option(page, "Lemon").click({ modifiers: ["Shift"] })
    await expect(output(page)).toHaveText("Selected: Cherry, Grape, Kiwi, Lemon")

    await page.keyboard.press("Shift+ArrowDown")
    await expect(output(page)).toHaveText("Selected: Cherry, Grape, Kiwi, Lemon, Mango")
    await page.keyboard.press("ControlOrMeta+a")
    await expect(list(page).locator("[aria-selected='true']")).toHaveCount(10)
  })

  test("horizontal: left and right arrows move, mirrored in RTL", async ({ page }) => {
    await gotoDemo(page, "/listbox?orientation=horizontal")
    await expect(list(page)).toHaveAttribute("data-orientation", "horizontal")
    await focusList(page)
    await expectHighlighted(page, "Apple")
    await page.keyboard.press("ArrowRight")
    await expectHighlighted(page, "Banana")
    await page.keyboard.press("ArrowLeft")
    await expectHighlighted(page, "Apple")

    await gotoDemo(page, "/listbox?orientation=horizontal&dir=rtl")
    await focusList(page)
    await page.keyboard.press("ArrowLeft")
    await expectHighlighted(page, "Banana")
    await page.keyboard.press("ArrowRight")
    await expectHighlighted(page, "Apple")
  })

  test("disabled: neither clicks nor keys select", async ({ page }) => {
    await gotoDemo(page, "/listbox?disabled=true")
    await expect(list(page)).toHaveAttribute("aria-disabled", "true")
    await expect(option(page, "Apple")).toHaveAttribute("aria-disabled", "true")
    await option(page, "Apple").click({ force: true })
    await expect(output(page)).toHaveText("Selected: -")
    await list(page).focus()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(output(page)).toHaveText("Selected: -")

    await setControl(page, "disabled", false)
    await option(page, "Apple").click()
    await expect(output(page)).toHaveText("Selected: Apple")
  })

  test("a selection mode that does not exist is ignored and named; the visualizer shows the value", async ({
    page,
  }) => {
    await gotoDemo(page, "/listbox?selectionMode=all")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("selectionMode=all")
    await option(page, "Orange").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["orange"])
    expect(json.props.selectionMode).toBe("single")
    expect(json.props).not.toHaveProperty("collection")
  })
})
