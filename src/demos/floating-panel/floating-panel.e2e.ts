import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"

const trigger = (page: Page) => page.getByRole("button", { name: "Toggle Panel" })
const panel = (page: Page) => page.getByRole("dialog", { name: "Floating Panel" })
const header = (page: Page) => panel(page).locator('[data-part="header"]')
const handle = (page: Page, axis: string) => panel(page).locator(`[data-part="resize-trigger"][data-axis="${axis}"]`)

async function box(page: Page) {
  const b = await panel(page).boundingBox()
  if (!b) throw new Error("panel not visible")
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
}

/** Drags from a point of `locator` (`grabX` px from its left, by default its middle or 40 px in). */
async function dragBy(page: Page, locator: ReturnType<Page["locator"]>, dx: number, dy: number, grabX?: number) {
  const b = await locator.boundingBox()
  if (!b) throw new Error("nothing to drag")
  const x = b.x + (grabX ?? Math.min(b.width / 2, 40))
  const y = b.y + b.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 3 })
  await page.mouse.move(x + dx, y + dy, { steps: 3 })
  await page.mouse.up()
}

test.describe("floating panel", () => {
  test("opens at 320x240 at (300, 100) with focus inside; close returns focus to the trigger", async ({ page }) => {
    await gotoDemo(page, "/floating-panel")
    await expect(panel(page)).toBeHidden()
    await trigger(page).click()
    await expect(panel(page)).toBeVisible()
    await expect(panel(page)).toBeFocused()
    await expect(panel(page)).toContainText("Some content")
    expect(await box(page)).toEqual({ x: 300, y: 100, width: 320, height: 240 })
    await expect(panel(page).locator('[data-part="resize-trigger"]')).toHaveCount(8)

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.size).toEqual({ width: 320, height: 240 })
    expect(json.context.position).toEqual({ x: 300, y: 100 })
    expect(json.context.stage).toBe("default")

    await panel(page).getByRole("button", { name: "Close Window" }).click()
    await expect(panel(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
  })

  test("drag moves, handles resize, and both show in the visualizer", async ({ page }) => {
    await gotoDemo(page, "/floating-panel")
    await openTab(page, "Visualizer")
    await trigger(page).click()
    await dragBy(page, header(page), 60, 40)
    expect(await box(page)).toMatchObject({ x: 360, y: 140, width: 320, height: 240 })
    await expect(visualizer(page)).toContainText(/"position": \{\s*"x": 360,\s*"y": 140/)

    await dragBy(page, handle(page, "se"), 50, 30)
    expect(await box(page)).toEqual({ x: 360, y: 140, width: 370, height: 270 })
    await expect(visualizer(page)).toContainText(/"size": \{\s*"width": 370,\s*"height": 270/)

    // the west edge moves the left side and keeps the right side in place
    await dragBy(page, handle(page, "w"), -20, 0)
    expect(await box(page)).toEqual({ x: 340, y: 140, width: 390, height: 270 })
  })

  test("maximize blocks dragging, minimize blocks resizing, restore brings back size and position", async ({
    page,
  }) => {
    await gotoDemo(page, "/floating-panel")
    await trigger(page).click()
    await dragBy(page, header(page), 40, 20)
    const before = await box(page)
    expect(before).toMatchObject({ x: 340, y: 120 })

    await panel(page).getByRole("button", { name: "Maximize window" }).click()
    await expect(panel(page)).toHaveAttribute("data-maximized", "")
    const viewport = page.viewportSize()
    expect(await box(page)).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height })
    await dragBy(page, header(page), 80, 80)
    expect(await box(page)).toMatchObject({ x: 0, y: 0 })
    await expect(panel(page).getByRole("button", { name: "Maximize window" })).toBeHidden()
    await panel(page).getByRole("button", { name: "Restore window" }).click()
    expect(await box(page)).toEqual(before)

    await panel(page).getByRole("button", { name: "Minimize window" }).click()
    await expect(panel(page)).toHaveAttribute("data-minimized", "")
    await expect(panel(page).getByText("Some content")).toBeHidden()
    const minimized = await box(page)
    expect(minimized.height).toBeLessThan(60)
    await expect(handle(page, "se")).toHaveAttribute("data-disabled", "")
    // grab the handle on its inner half: a minimized panel clips the outer half
    await dragBy(page, handle(page, "e"), 60, 0, 2)
    expect((await box(page)).width).toBe(320)
    // dragging still works while minimized
    await dragBy(page, header(page), 20, 0)
    expect((await box(page)).x).toBe(360)

    await panel(page).getByRole("button", { name: "Restore window" }).click()
    await expect(panel(page)).not.toHaveAttribute("data-minimized", "")
    expect(await box(page)).toMatchObject({ width: 320, height: 240 })
    await expect(panel(page).getByText("Some content")).toBeVisible()
  })

  test("keyboard: arrows move, Alt+arrows resize, Escape closes", async ({ page }) => {
    await gotoDemo(page, "/floating-panel")
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(panel(page)).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Shift+ArrowDown")
    expect(await box(page)).toMatchObject({ x: 301, y: 110, width: 320, height: 240 })
    await page.keyboard.press("Shift+Alt+ArrowRight")
    await page.keyboard.press("Alt+ArrowUp")
    expect(await box(page)).toMatchObject({ x: 301, y: 110, width: 330, height: 239 })

    // Tab reaches the window buttons; Enter on Maximize works without a pointer
    await page.keyboard.press("Tab")
    await expect(panel(page).getByRole("button", { name: "Minimize window" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(panel(page)).toHaveAttribute("data-maximized", "")
    // the used button hides itself; focus moves to Restore instead of falling to the page
    await expect(panel(page).getByRole("button", { name: "Restore window" })).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(panel(page)).toBeHidden()
    await expect(trigger(page)).toBeFocused()
    // closing resets the rect (persistRect is off)
    await page.keyboard.press("Enter")
    expect(await box(page)).toEqual({ x: 300, y: 100, width: 320, height: 240 })
  })

  test("fixStageTriggerFocus: a used stage button hands focus to its counterpart, and back", async ({ page }) => {
    await gotoDemo(page, "/floating-panel")
    await trigger(page).click()
    await panel(page).getByRole("button", { name: "Minimize window" }).focus()
    await page.keyboard.press("Enter")
    await expect(panel(page)).toHaveAttribute("data-minimized", "")
    await expect(panel(page).getByRole("button", { name: "Restore window" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(panel(page)).not.toHaveAttribute("data-minimized", "")
    await expect(panel(page).getByRole("button", { name: "Minimize window" })).toBeFocused()
  })

  test("controls: closeOnEscape, draggable, resizable, lockAspectRatio, persistRect, disabled", async ({ page }) => {
    await gotoDemo(page, "/floating-panel?closeOnEscape=false&draggable=false&lockAspectRatio=true&persistRect=true")
    await trigger(page).click()
    await page.keyboard.press("Escape")
    await expect(panel(page)).toBeVisible()

    await dragBy(page, header(page), 50, 50)
    expect(await box(page)).toMatchObject({ x: 300, y: 100 })

    // aspect ratio 4:3 is kept while resizing from the corner
    await dragBy(page, handle(page, "se"), 80, 0)
    expect(await box(page)).toMatchObject({ width: 400, height: 300 })

    // persistRect keeps the rect across close / open
    await panel(page).getByRole("button", { name: "Close Window" }).click()
    await trigger(page).click()
    expect(await box(page)).toMatchObject({ width: 400, height: 300 })

    await page.getByTestId("resizable").uncheck()
    await dragBy(page, handle(page, "se"), 40, 40)
    expect(await box(page)).toMatchObject({ width: 400, height: 300 })

    await page.getByTestId("disabled").check()
    await expect(trigger(page)).toBeDisabled()
    await expect(panel(page).getByRole("button", { name: "Close Window" })).toBeDisabled()
  })
})
