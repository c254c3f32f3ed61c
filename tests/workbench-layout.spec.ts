import type { Locator, Page } from "@playwright/test"
import {
  axeViolations,
  expect,
  gotoDemo,
  settle,
  test,
  viewSettingButton,
  viewSettingsBar,
  viewSettingsNotice,
} from "./fixtures"

// The workbench's panel (zag's splitter): resized by keyboard and by dragging, docked right or bottom,
// collapsed, remembered; and the tab strip and the settings bar, one row each.

const handle = (page: Page) => page.getByRole("separator", { name: "Resize workbench panel" })
const panel = (page: Page) => page.locator("aside.toolbar")
const box = async (locator: Locator) => (await locator.boundingBox())!
const button = (page: Page, name: string) => viewSettingsBar(page).getByRole("button", { name, exact: true })

/**
 * Every element on the same row: the same top and height (within half a pixel). Waited for, as the page
 * may still be hydrating its lazily loaded settings bar; a bar that wraps never gets there.
 */
async function expectOneRow(items: Locator) {
  const offRow = () =>
    items.evaluateAll((elements) => {
      const boxes = elements.map((el) => el.getBoundingClientRect())
      if (boxes.length < 3) return [`only ${boxes.length} items`]
      return boxes
        .filter((box) => Math.abs(box.top - boxes[0].top) >= 0.5 || Math.abs(box.height - boxes[0].height) >= 0.5)
        .map(
          (box) =>
            `an item at top ${box.top}, ${box.height} high, beside the first at ${boxes[0].top}, ${boxes[0].height} high`,
        )
    })
  await expect.poll(offRow).toEqual([])
}

/** The tabs that the strip's edge cuts off (the strip scrolls to them). */
function tabsCutOff(page: Page) {
  return page.locator(".toolbar nav").evaluate((nav) => {
    const strip = nav.getBoundingClientRect()
    return [...nav.querySelectorAll("[role=tab]")]
      .filter((tab) => {
        const box = tab.getBoundingClientRect()
        return box.left < strip.left || box.right > strip.right
      })
      .map((tab) => tab.textContent)
  })
}

/** The live splitter has taken over (it loads after the page). */
async function splitterReady(page: Page) {
  await expect(handle(page)).toHaveAttribute("aria-valuenow", /\d/)
}

for (const [width, height] of [
  [1280, 800],
  [1366, 860],
]) {
  test(`at ${width}×${height} the tab strip and the settings bar take one row each, the panel at any size`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await gotoDemo(page, "/carousel")
    await splitterReady(page)
    const tabs = page.locator(".toolbar nav [role=tab]")
    const settings = viewSettingsBar(page).locator(":scope > button")
    await expectOneRow(tabs)
    await expectOneRow(settings)
    // on the most common laptop screen, the panel at its default size shows every tab whole
    if (width === 1366) await expect.poll(() => tabsCutOff(page)).toEqual([])
    // the panel at its largest and at its smallest (as remembered from an earlier visit)
    for (const size of [70, 20]) {
      await page.evaluate((right) => localStorage.setItem("zag-gallery-panel", JSON.stringify({ right })), size)
      await page.reload()
      await splitterReady(page)
      await expect(handle(page)).toHaveAttribute("aria-valuenow", String(100 - size))
      await expectOneRow(tabs)
      await expectOneRow(settings)
    }
    // the strip scrolls: the last tab, chosen by keyboard, is scrolled into view
    await tabs.first().click()
    await page.keyboard.press("End")
    const last = tabs.last()
    await expect(last).toBeFocused()
    await expect(last).toHaveAttribute("aria-selected", "true")
    await expect(last).toBeInViewport({ ratio: 1 })
  })
}

test("the panel resizes from its handle, by keyboard and by dragging", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 })
  await gotoDemo(page, "/steps")
  await splitterReady(page)
  const start = (await box(panel(page))).width

  await handle(page).focus()
  await page.keyboard.press("Shift+ArrowLeft")
  await expect.poll(async () => (await box(panel(page))).width).toBeGreaterThan(start + 50)
  await page.keyboard.press("Shift+ArrowRight")
  await expect.poll(async () => Math.round((await box(panel(page))).width)).toBe(Math.round(start))

  const grip = await box(handle(page))
  const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2]
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x - 60, y, { steps: 4 })
  await page.mouse.move(x - 120, y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(async () => Math.round((await box(panel(page))).width - start)).toBeGreaterThanOrEqual(118)
  expect(Math.round((await box(panel(page))).width - start)).toBeLessThanOrEqual(122)
  // the page-wide cursor while dragging is an attribute, never an inline <style> the CSP would block
  await expect(page.locator("html")).not.toHaveAttribute("data-splitter-cursor")
})

test("the panel docks at the bottom and back, collapses and expands", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoDemo(page, "/accordion")
  await splitterReady(page)

  await button(page, "Dock panel at bottom").click()
  await expect(page.locator("html")).toHaveAttribute("data-panel", "bottom")
  await expect(handle(page)).toHaveAttribute("aria-orientation", "horizontal")
  expect(new URL(page.url()).searchParams.get("panel")).toBe("bottom")
  await expect.poll(async () => (await box(panel(page))).y).toBeGreaterThan((await box(page.locator("main"))).y + 200)
  expect((await box(panel(page))).width).toBeGreaterThan(1000)

  await button(page, "Dock panel at right").click()
  await expect(page.locator("html")).toHaveAttribute("data-panel", "right")
  await expect(handle(page)).toHaveAttribute("aria-orientation", "vertical")
  await expect.poll(async () => (await box(panel(page))).x).toBeGreaterThan((await box(page.locator("main"))).x + 400)

  const collapse = button(page, "Collapse panel")
  await expect(collapse).toHaveAttribute("aria-expanded", "true")
  await collapse.click()
  const expand = button(page, "Expand panel")
  await expect(expand).toHaveAttribute("aria-expanded", "false")
  await expect(panel(page)).toBeHidden()
  await expect(page.getByRole("tab", { name: "Controls" })).toBeHidden()
  expect((await box(page.locator("main"))).width).toBeGreaterThan(1000)
  await expand.click()
  await expect(button(page, "Collapse panel")).toHaveAttribute("aria-expanded", "true")
  await expect(page.getByRole("tab", { name: "Controls" })).toBeVisible()
  expect((await box(panel(page))).width).toBeGreaterThan(200)
})

test("`?panel=bottom` docks the panel at the bottom; the last choice and size are remembered", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 })
  await gotoDemo(page, "/carousel?panel=bottom")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "bottom")
  await splitterReady(page)
  await expect(button(page, "Dock panel at right")).toBeVisible()
  // a link's position holds for its visit; the visitor's own choice is remembered
  await gotoDemo(page, "/carousel")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "right")
  await splitterReady(page)
  await button(page, "Dock panel at bottom").click()
  await expect(page.locator("html")).toHaveAttribute("data-panel", "bottom")
  await handle(page).focus()
  await page.keyboard.press("Shift+ArrowUp")
  await expect.poll(async () => Math.round((await box(panel(page))).height)).toBeGreaterThan(300)
  const size = await box(panel(page))

  // a link with no `panel` opens the way the visitor left it: docked at the bottom, at that size
  await gotoDemo(page, "/steps")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "bottom")
  expect(Math.abs((await box(panel(page))).height - size.height)).toBeLessThan(1)
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "bottom")
  expect(Math.abs((await box(panel(page))).height - size.height)).toBeLessThan(1)

  // and the choice back to the right, too
  await splitterReady(page)
  await button(page, "Dock panel at right").click()
  // (the button's command is a dynamic import: leaving before it has run would leave before the click did)
  await expect(page.locator("html")).toHaveAttribute("data-panel", "right")
  await gotoDemo(page, "/accordion")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "right")
  await expect(button(page, "Dock panel at bottom")).toBeVisible()
})

test("a `panel` value that does not fit is ignored, with the usual notice", async ({ page }) => {
  await gotoDemo(page, "/accordion?panel=left")
  await expect(viewSettingsNotice(page)).toContainText("“panel=left” was ignored: expected one of right, bottom.")
  await expect(page.locator("html")).toHaveAttribute("data-panel", "right")
})

test("no axe violations with the settings bar's menu open and the panel docked, in light and dark", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 })
  for (const theme of ["light", "dark"] as const) {
    await gotoDemo(page, `/tabs?panel=${theme === "light" ? "right" : "bottom"}`, theme)
    await splitterReady(page)
    await viewSettingButton(page, "Locale").click()
    await expect(page.getByRole("menu", { name: "Locale" })).toBeVisible()
    await settle(page)
    expect(await axeViolations(page), `${theme}, menu open`).toEqual([])
    await page.keyboard.press("Escape")
    await expect(viewSettingButton(page, "Locale")).toBeFocused()
    await button(page, "Collapse panel").click()
    await expect(panel(page)).toBeHidden()
    expect(await axeViolations(page), `${theme}, panel collapsed`).toEqual([])
    await button(page, "Expand panel").click()
    await expect(panel(page)).toBeVisible()
  }
})
