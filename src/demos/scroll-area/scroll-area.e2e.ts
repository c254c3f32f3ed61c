import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, part, readVisualizer, test } from "@tests/fixtures"

const viewport = (page: Page) => page.getByRole("region", { name: "Numbered rows" })
const status = (page: Page) => page.locator("main").getByRole("status")
const scrollbar = (page: Page, orientation: "vertical" | "horizontal") =>
  part(page, "scroll-area", "scrollbar").and(page.locator(`[data-orientation=${orientation}]`))
const thumb = (page: Page, orientation: "vertical" | "horizontal") =>
  part(page, "scroll-area", "thumb").and(page.locator(`[data-orientation=${orientation}]`))
const scrollTop = (page: Page) => viewport(page).evaluate((el) => el.scrollTop)
/**
 * Keeps every text the status shows from now on: "Scrolling" lasts only 100 ms after the last scroll
 * event, which a busy machine can spend before a check reads it. `statusTexts` returns them.
 */
const recordStatus = (page: Page) =>
  status(page).evaluate((el) => {
    const texts = [el.textContent]
    new MutationObserver(() => texts.push(el.textContent)).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    Object.assign(window, { statusTexts: texts })
  })
const statusTexts = (page: Page) => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts)

test.describe("scroll area", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/scroll-area")
  })

  test("100 numbered rows in a 320 px area, wider than it, with both custom scrollbars", async ({ page }) => {
    await expect(viewport(page).locator("li")).toHaveCount(100)
    await expect(viewport(page).locator("li").first()).toContainText("Row 1")
    await expect(viewport(page).locator("li").last()).toContainText("Row 100")
    expect((await part(page, "scroll-area", "root").boundingBox())?.height).toBe(320)
    await expect(thumb(page, "vertical")).toBeVisible()
    await expect(thumb(page, "horizontal")).toBeVisible()
    await expect(status(page)).toHaveText("At top")
    // the native scrollbars are replaced: the viewport's client area is the whole area
    expect(await viewport(page).evaluate((el) => (el as HTMLElement).offsetWidth - el.clientWidth)).toBe(0)
  })

  test("Scroll to bottom and Scroll to top: Scrolling while it moves, then the edge", async ({ page }) => {
    await page.getByRole("button", { name: "Scroll to bottom" }).click()
    await expect(status(page)).toHaveText("Scrolling")
    await expect(status(page)).toHaveText("At bottom")
    await expect(viewport(page).getByText("Row 100", { exact: true })).toBeInViewport()
    await expect(viewport(page)).toHaveAttribute("data-at-bottom", "")
    await page.getByRole("button", { name: "Scroll to top" }).click()
    await expect(status(page)).toHaveText("At top")
    expect(await scrollTop(page)).toBe(0)
  })

  test("dragging the vertical thumb scrolls the rows, and the thumb follows", async ({ page }) => {
    const box = (await thumb(page, "vertical").boundingBox())!
    await recordStatus(page)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 100, { steps: 5 })
    await expect(thumb(page, "vertical")).toHaveAttribute("data-dragging", "")
    await page.mouse.up()
    expect(await scrollTop(page)).toBeGreaterThan(500)
    await expect(status(page)).toHaveText("Between top and bottom")
    const texts = await statusTexts(page)
    expect(texts[0]).toBe("At top")
    expect(texts).toContain("Scrolling")
    const moved = (await thumb(page, "vertical").boundingBox())!
    expect(moved.y).toBeGreaterThan(box.y + 90)
    await expect(thumb(page, "vertical")).not.toHaveAttribute("data-dragging")
  })

  test("dragging the horizontal thumb scrolls sideways", async ({ page }) => {
    const box = (await thumb(page, "horizontal").boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 })
    await page.mouse.up()
    expect(await viewport(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })

  test("the rows scroll by keyboard", async ({ page }) => {
    await page.getByRole("button", { name: "Scroll to bottom" }).focus()
    await page.keyboard.press("Tab")
    await expect(viewport(page)).toBeFocused()
    await page.keyboard.press("End")
    await expect(status(page)).toHaveText("At bottom")
    await page.keyboard.press("Home")
    await expect(status(page)).toHaveText("At top")
  })

  test("fixViewportTabIndex: rows that fit the width still scroll by keyboard", async ({ page }) => {
    await gotoDemo(page, "/scroll-area?contentWidth=fits")
    await expect(scrollbar(page, "horizontal")).toBeHidden()
    await expect(thumb(page, "vertical")).toBeVisible()
    await expect(viewport(page)).toHaveAttribute("tabindex", "0")
    await viewport(page).focus()
    await page.keyboard.press("End")
    await expect(status(page)).toHaveText("At bottom")
  })

  test("row count and content width come from the controls and the URL", async ({ page }) => {
    await openTab(page, "Controls")
    await page.getByTestId("rows").selectOption("1000")
    await expect(page).toHaveURL(/rows=1000/)
    await expect(viewport(page).locator("li")).toHaveCount(1000)

    await gotoDemo(page, "/scroll-area?rows=10&contentWidth=fits")
    await expect(viewport(page).locator("li")).toHaveCount(10)
    // nothing to scroll: no scrollbars, and the viewport is no tab stop
    await expect(scrollbar(page, "vertical")).toBeHidden()
    await expect(scrollbar(page, "horizontal")).toBeHidden()
    await expect(viewport(page)).not.toHaveAttribute("tabindex")
    await expect(status(page)).toHaveText("At top")
  })

  test("in RTL the vertical scrollbar is on the left", async ({ page }) => {
    await gotoDemo(page, "/scroll-area?dir=rtl")
    const root = (await part(page, "scroll-area", "root").boundingBox())!
    const bar = (await scrollbar(page, "vertical").boundingBox())!
    expect(bar.x - root.x).toBeLessThan(4)
    await page.getByRole("button", { name: "Scroll to bottom" }).click()
    await expect(status(page)).toHaveText("At bottom")
  })

  test("the visualizer shows the machine's sides and scrolling flags", async ({ page }) => {
    await viewport(page).evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(status(page)).toHaveText("At bottom")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.atSides).toMatchObject({ top: false, bottom: true })
    expect(json.context.scrollingY).toBe(false)
    expect(json.context.hiddenState).toMatchObject({ scrollbarYHidden: false, scrollbarXHidden: false })
  })
})
