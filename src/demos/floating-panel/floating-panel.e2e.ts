import { expect, gotoDemo, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"
import { FloatingPanelModel } from "@tests/models/floating-panel.model"

test.describe("floating panel", () => {
  test("opens at 320x240 at (300, 100) with focus inside; close returns focus to the trigger", async ({ page }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel")
    await expect(floating.panel).toBeHidden()
    await floating.trigger.click()
    await expect(floating.panel).toBeVisible()
    await expect(floating.panel).toBeFocused()
    await expect(floating.panel).toContainText("Some content")
    expect(await floating.box()).toEqual({ x: 300, y: 100, width: 320, height: 240 })
    await expect(floating.handle()).toHaveCount(8)

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.size).toEqual({ width: 320, height: 240 })
    expect(json.context.position).toEqual({ x: 300, y: 100 })
    expect(json.context.stage).toBe("default")

    await floating.panel.getByRole("button", { name: "Close Window" }).click()
    await expect(floating.panel).toBeHidden()
    await expect(floating.trigger).toBeFocused()
  })

  test("drag moves, handles resize, and both show in the visualizer", async ({ page }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel")
    await openTab(page, "Visualizer")
    await floating.trigger.click()
    await floating.dragBy(floating.header, 60, 40)
    expect(await floating.box()).toMatchObject({ x: 360, y: 140, width: 320, height: 240 })
    await expect(visualizer(page)).toContainText(/"position": \{\s*"x": 360,\s*"y": 140/)

    await floating.dragBy(floating.handle("se"), 50, 30)
    expect(await floating.box()).toEqual({ x: 360, y: 140, width: 370, height: 270 })
    await expect(visualizer(page)).toContainText(/"size": \{\s*"width": 370,\s*"height": 270/)

    // the west edge moves the left side and keeps the right side in place
    await floating.dragBy(floating.handle("w"), -20, 0)
    expect(await floating.box()).toEqual({ x: 340, y: 140, width: 390, height: 270 })
  })

  test("maximize blocks dragging, minimize blocks resizing, restore brings back size and position", async ({
    page,
  }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel")
    await floating.trigger.click()
    await floating.dragBy(floating.header, 40, 20)
    const before = await floating.box()
    expect(before).toMatchObject({ x: 340, y: 120 })

    await floating.panel.getByRole("button", { name: "Maximize window" }).click()
    await expect(floating.panel).toHaveAttribute("data-maximized", "")
    const viewport = page.viewportSize()
    expect(await floating.box()).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height })
    await floating.dragBy(floating.header, 80, 80)
    expect(await floating.box()).toMatchObject({ x: 0, y: 0 })
    await expect(floating.panel.getByRole("button", { name: "Maximize window" })).toBeHidden()
    await floating.panel.getByRole("button", { name: "Restore window" }).click()
    expect(await floating.box()).toEqual(before)

    await floating.panel.getByRole("button", { name: "Minimize window" }).click()
    await expect(floating.panel).toHaveAttribute("data-minimized", "")
    await expect(floating.panel.getByText("Some content")).toBeHidden()
    const minimized = await floating.box()
    expect(minimized.height).toBeLessThan(60)
    await expect(floating.handle("se")).toHaveAttribute("data-disabled", "")
    // grab the handle on its inner half: a minimized panel clips the outer half
    await floating.dragBy(floating.handle("e"), 60, 0, 2)
    expect((await floating.box()).width).toBe(320)
    // dragging still works while minimized
    await floating.dragBy(floating.header, 20, 0)
    expect((await floating.box()).x).toBe(360)

    await floating.panel.getByRole("button", { name: "Restore window" }).click()
    await expect(floating.panel).not.toHaveAttribute("data-minimized", "")
    expect(await floating.box()).toMatchObject({ width: 320, height: 240 })
    await expect(floating.panel.getByText("Some content")).toBeVisible()
  })

  test("keyboard: arrows move, Alt+arrows resize, Escape closes", async ({ page }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel")
    await floating.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(floating.panel).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("Shift+ArrowDown")
    expect(await floating.box()).toMatchObject({ x: 301, y: 110, width: 320, height: 240 })
    await page.keyboard.press("Shift+Alt+ArrowRight")
    await page.keyboard.press("Alt+ArrowUp")
    expect(await floating.box()).toMatchObject({ x: 301, y: 110, width: 330, height: 239 })

    // Tab reaches the window buttons; Enter on Maximize works without a pointer
    await page.keyboard.press("Tab")
    await expect(floating.panel.getByRole("button", { name: "Minimize window" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect(floating.panel).toHaveAttribute("data-maximized", "")
    // the used button hides itself; focus moves to Restore instead of falling to the page
    await expect(floating.panel.getByRole("button", { name: "Restore window" })).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(floating.panel).toBeHidden()
    await expect(floating.trigger).toBeFocused()
    // closing resets the rect (persistRect is off)
    await page.keyboard.press("Enter")
    expect(await floating.box()).toEqual({ x: 300, y: 100, width: 320, height: 240 })
  })

  test("fixStageTriggerFocus: a used stage button hands focus to its counterpart, and back", async ({ page }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel")
    await floating.trigger.click()
    await floating.panel.getByRole("button", { name: "Minimize window" }).focus()
    await page.keyboard.press("Enter")
    await expect(floating.panel).toHaveAttribute("data-minimized", "")
    await expect(floating.panel.getByRole("button", { name: "Restore window" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(floating.panel).not.toHaveAttribute("data-minimized", "")
    await expect(floating.panel.getByRole("button", { name: "Minimize window" })).toBeFocused()
  })

  test("controls: closeOnEscape, draggable, resizable, lockAspectRatio, persistRect, disabled", async ({ page }) => {
    const floating = new FloatingPanelModel(page)
    await gotoDemo(page, "/floating-panel?closeOnEscape=false&draggable=false&lockAspectRatio=true&persistRect=true")
    await floating.trigger.click()
    await page.keyboard.press("Escape")
    await expect(floating.panel).toBeVisible()

    await floating.dragBy(floating.header, 50, 50)
    expect(await floating.box()).toMatchObject({ x: 300, y: 100 })

    // aspect ratio 4:3 is kept while resizing from the corner
    await floating.dragBy(floating.handle("se"), 80, 0)
    expect(await floating.box()).toMatchObject({ width: 400, height: 300 })

    // persistRect keeps the rect across close / open
    await floating.panel.getByRole("button", { name: "Close Window" }).click()
    await floating.trigger.click()
    expect(await floating.box()).toMatchObject({ width: 400, height: 300 })

    await page.getByTestId("resizable").uncheck()
    await floating.dragBy(floating.handle("se"), 40, 40)
    expect(await floating.box()).toMatchObject({ width: 400, height: 300 })

    await page.getByTestId("disabled").check()
    await expect(floating.trigger).toBeDisabled()
    await expect(floating.panel.getByRole("button", { name: "Close Window" })).toBeDisabled()
  })
})
