import type { Page } from "@playwright/test"
import { expect, gotoDemo, listeningOutside, openTab, part, readVisualizer, settle, test } from "@tests/fixtures"

const trigger = (page: Page) => page.getByRole("button", { name: "Open drawer" })
const content = (page: Page) => part(page, "drawer", "content")
const SNAP_POINTS = "snapPoints=25%25+%2F+50%25+%2F+100%25"

async function openDrawer(page: Page) {
  await trigger(page).click()
  await expect(content(page)).toHaveAttribute("data-state", "open")
  await settle(page)
}

/** Drags the grab handle by dy pixels (down is positive) in small steps, as a hand would. */
async function dragHandle(page: Page, dy: number) {
  const box = await part(page, "drawer", "grabber").boundingBox()
  if (!box) throw new Error("no grab handle")
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(x, y + (dy * step) / 10)
  await page.mouse.up()
}

test.describe("drawer", () => {
  test("Open drawer shows the titled drawer with its handle, text and 50 items; Close closes it and focus returns", async ({
    page,
  }) => {
    await gotoDemo(page, "/drawer")
    await expect(trigger(page)).toHaveAttribute("aria-expanded", "false")
    await openDrawer(page)
    const dialog = page.getByRole("dialog", { name: "Drawer" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute("aria-modal", "true")
    await expect(part(page, "drawer", "grabber-indicator")).toBeVisible()
    await expect(dialog.getByRole("listitem")).toHaveCount(50)
    await expect(dialog.getByRole("listitem").first()).toHaveText("Item 1")
    await expect(dialog.getByRole("listitem").last()).toHaveText("Item 50")
    await expect(part(page, "drawer", "backdrop")).toBeVisible()
    // the page behind a modal drawer is hidden from assistive technology, so the trigger is found by its part
    await expect(part(page, "drawer", "trigger")).toHaveAttribute("aria-expanded", "true")

    // the list scrolls inside the drawer
    const list = dialog.getByRole("list", { name: "Items" })
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect(dialog.getByText("Item 50", { exact: true })).toBeInViewport()

    await dialog.getByRole("button", { name: "Close" }).click()
    await expect(content(page)).not.toBeAttached()
    await expect(trigger(page)).toBeFocused()
  })

  test("keyboard: Enter opens, focus stays inside, Escape closes and focus returns to the trigger", async ({
    page,
  }) => {
    await gotoDemo(page, "/drawer")
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(content(page)).toHaveAttribute("data-state", "open")
    await expect.poll(() => content(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    // Tab cycles within the drawer (the list and the Close button)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      expect(await content(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await expect(content(page)).not.toBeAttached()
    await expect(trigger(page)).toBeFocused()
  })

  test("a click on the backdrop closes it, unless closeOnInteractOutside is off; closeOnEscape off keeps it on Escape", async ({
    page,
  }) => {
    await gotoDemo(page, "/drawer")
    await openDrawer(page)
    await listeningOutside(page)
    await page.mouse.click(20, 20)
    await expect(content(page)).not.toBeAttached()

    await gotoDemo(page, "/drawer?closeOnInteractOutside=false&closeOnEscape=false")
    await openDrawer(page)
    await listeningOutside(page)
    await page.mouse.click(20, 20)
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveAttribute("data-state", "open")
    await page.getByRole("button", { name: "Close" }).click()
    await expect(content(page)).not.toBeAttached()
  })

  test("dragging the handle down closes the drawer; a short drag snaps back", async ({ page }) => {
    await gotoDemo(page, "/drawer")
    await openDrawer(page)
    const top = (await content(page).boundingBox())!.y
    await dragHandle(page, 40)
    await expect(content(page)).toHaveAttribute("data-state", "open")
    await settle(page)
    expect((await content(page).boundingBox())!.y).toBeCloseTo(top, 0)

    await dragHandle(page, 450)
    await expect(content(page)).not.toBeAttached()
    await expect(trigger(page)).toBeFocused()
  })

  test("with snap points it opens at 25% and a drag up moves it to a higher snap point", async ({ page }) => {
    await gotoDemo(page, `/drawer?${SNAP_POINTS}`)
    await expect(page.getByTestId("snapPoints")).toHaveValue("25% / 50% / 100%")
    await openTab(page, "Visualizer")
    await openDrawer(page)
    expect((await readVisualizer(page, "Drawer")).context.snapPoint).toBe(0.25)
    const viewport = page.viewportSize()!.height
    const visible = () => content(page).evaluate((el) => window.innerHeight - el.getBoundingClientRect().top)
    expect(await visible()).toBeCloseTo(viewport * 0.25, -1)

    await dragHandle(page, -250)
    await expect.poll(async () => (await readVisualizer(page, "Drawer")).context.snapPoint).not.toBe(0.25)
    await settle(page)
    expect(await visible()).toBeGreaterThan(viewport * 0.45)
  })

  test("non-modal: no backdrop, and the page behind stays usable", async ({ page }) => {
    await gotoDemo(page, "/drawer?modal=false&closeOnInteractOutside=false")
    await openDrawer(page)
    await expect(part(page, "drawer", "backdrop")).toHaveCount(0)
    await expect(page.getByRole("dialog", { name: "Drawer" })).toHaveAttribute("aria-modal", "false")
    await listeningOutside(page)
    // the trigger outside still answers: a second press closes the drawer
    await trigger(page).click()
    await expect(content(page)).not.toBeAttached()
  })
})
