import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { ListboxModel } from "@tests/models/listbox.model"

test.describe("listbox", () => {
  test("the label names the list of ten fruits; nothing is selected at first", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox")
    await expect(listbox.list).toBeVisible()
    await expect(listbox.list.getByRole("option")).toHaveCount(10)
    await expect(listbox.list.getByRole("option").first()).toHaveText("Apple")
    await expect(listbox.list).not.toHaveAttribute("aria-multiselectable")
    await expect(listbox.output).toHaveText("Selected: -")
    await expect(listbox.visibleIndicators).toHaveCount(0)
  })

  test("single: a click selects and shows the check mark; another click replaces it", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox")
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
    await gotoDemo(page, "/listbox")
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
    await gotoDemo(page, "/listbox")
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
    await gotoDemo(page, "/listbox?selectionMode=multiple")
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
    await gotoDemo(page, "/listbox?selectionMode=extended")
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
    await gotoDemo(page, "/listbox?orientation=horizontal")
    await expect(listbox.list).toHaveAttribute("data-orientation", "horizontal")
    await listbox.focusList()
    await listbox.expectHighlighted("Apple")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Banana")
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("Apple")

    await gotoDemo(page, "/listbox?orientation=horizontal&dir=rtl")
    await listbox.focusList()
    await page.keyboard.press("ArrowLeft")
    await listbox.expectHighlighted("Banana")
    await page.keyboard.press("ArrowRight")
    await listbox.expectHighlighted("Apple")
  })

  test("disabled: neither clicks nor keys select", async ({ page }) => {
    const listbox = new ListboxModel(page)
    await gotoDemo(page, "/listbox?disabled=true")
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
    await gotoDemo(page, "/listbox?selectionMode=all")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("selectionMode=all")
    await listbox.option("Orange").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["orange"])
    expect(json.props.selectionMode).toBe("single")
    expect(json.props).not.toHaveProperty("collection")
  })
})
