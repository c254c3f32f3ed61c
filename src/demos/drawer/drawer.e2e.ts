import { expect, gotoDemo, listeningOutside, openTab, readVisualizer, settle, test } from "@tests/fixtures"
import { DrawerModel } from "@tests/models/drawer.model"

const SNAP_POINTS = "snapPoints=25%25+%2F+50%25+%2F+100%25"

test.describe("drawer", () => {
  test("Open drawer shows the titled drawer with its handle, text and 50 items; Close closes it and focus returns", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer")
    await expect(drawer.openButton).toHaveAttribute("aria-expanded", "false")
    await drawer.open()
    const dialog = drawer.dialog
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute("aria-modal", "true")
    await expect(drawer.grabberIndicator).toBeVisible()
    await expect(dialog.getByRole("listitem")).toHaveCount(50)
    await expect(dialog.getByRole("listitem").first()).toHaveText("Item 1")
    await expect(dialog.getByRole("listitem").last()).toHaveText("Item 50")
    await expect(drawer.backdrop).toBeVisible()
    // the page behind a modal drawer is hidden from assistive technology, so the trigger is found by its part
    await expect(drawer.trigger).toHaveAttribute("aria-expanded", "true")

    // the list scrolls inside the drawer
    const list = dialog.getByRole("list", { name: "Items" })
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect(dialog.getByText("Item 50", { exact: true })).toBeInViewport()

    await dialog.getByRole("button", { name: "Close" }).click()
    await expect(drawer.content).not.toBeAttached()
    await expect(drawer.openButton).toBeFocused()
  })

  test("keyboard: Enter opens, focus stays inside, Escape closes and focus returns to the trigger", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer")
    await drawer.openButton.focus()
    await page.keyboard.press("Enter")
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    await expect.poll(() => drawer.content.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Tab cycles within the drawer (the list and the Close button)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      expect(await drawer.content.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(drawer.content).not.toBeAttached()
    await expect(drawer.openButton).toBeFocused()
  })

  test("a click on the backdrop closes it, unless closeOnInteractOutside is off; closeOnEscape off keeps it on Escape", async ({
    page,
  }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer")
    await drawer.open()
    await listeningOutside(page)
    await page.mouse.click(20, 20)
    await expect(drawer.content).not.toBeAttached()

    await gotoDemo(page, "/drawer?closeOnInteractOutside=false&closeOnEscape=false")
    await drawer.open()
    await listeningOutside(page)
    await page.mouse.click(20, 20)
    await page.keyboard.press("Escape")
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    await page.getByRole("button", { name: "Close" }).click()
    await expect(drawer.content).not.toBeAttached()
  })

  test("dragging the handle down closes the drawer; a short drag snaps back", async ({ page }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer")
    await drawer.open()
    const top = (await drawer.content.boundingBox())!.y
    await drawer.dragHandle(40)
    await expect(drawer.content).toHaveAttribute("data-state", "open")
    await settle(page)
    expect((await drawer.content.boundingBox())!.y).toBeCloseTo(top, 0)

    await drawer.dragHandle(450)
    await expect(drawer.content).not.toBeAttached()
    await expect(drawer.openButton).toBeFocused()
  })

  test("with snap points it opens at 25% and a drag up moves it to a higher snap point", async ({ page }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, `/drawer?${SNAP_POINTS}`)
    await expect(page.getByTestId("snapPoints")).toHaveValue("25% / 50% / 100%")
    await openTab(page, "Visualizer")
    await drawer.open()
    expect((await readVisualizer(page, "Drawer")).context.snapPoint).toBe(0.25)
    const viewport = page.viewportSize()!.height
    const visible = () => drawer.content.evaluate((el) => window.innerHeight - el.getBoundingClientRect().top)
    expect(await visible()).toBeCloseTo(viewport * 0.25, -1)

    await drawer.dragHandle(-250)
    await expect.poll(async () => (await readVisualizer(page, "Drawer")).context.snapPoint).not.toBe(0.25)
    await settle(page)
    expect(await visible()).toBeGreaterThan(viewport * 0.45)
  })

  test("non-modal: no backdrop, and the page behind stays usable", async ({ page }) => {
    const drawer = new DrawerModel(page)
    await gotoDemo(page, "/drawer?modal=false&closeOnInteractOutside=false")
    await drawer.open()
    await expect(drawer.backdrop).toHaveCount(0)
    await expect(drawer.dialog).toHaveAttribute("aria-modal", "false")
    await listeningOutside(page)
    // the trigger outside still answers: a second press closes the drawer
    await drawer.openButton.click()
    await expect(drawer.content).not.toBeAttached()
  })
})
