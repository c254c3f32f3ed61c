import { expect, gotoDemo, openTab, readVisualizer, test } from "@tests/fixtures"
import { ScrollAreaModel } from "@tests/models/scroll-area.model"

test.describe("scroll area", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/scroll-area")
  })

  test("100 numbered rows in a 320 px area, wider than it, with both custom scrollbars", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await expect(scrollArea.viewport.locator("li")).toHaveCount(100)
    await expect(scrollArea.viewport.locator("li").first()).toContainText("Row 1")
    await expect(scrollArea.viewport.locator("li").last()).toContainText("Row 100")
    expect((await scrollArea.root.boundingBox())?.height).toBe(320)
    await expect(scrollArea.thumb("vertical")).toBeVisible()
    await expect(scrollArea.thumb("horizontal")).toBeVisible()
    await expect(scrollArea.status).toHaveText("At top")
    // the native scrollbars are replaced: the viewport's client area is the whole area
    expect(await scrollArea.viewport.evaluate((el) => (el as HTMLElement).offsetWidth - el.clientWidth)).toBe(0)
  })

  test("Scroll to bottom and Scroll to top: Scrolling while it moves, then the edge", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await page.getByRole("button", { name: "Scroll to bottom" }).click()
    await expect(scrollArea.status).toHaveText("Scrolling")
    await expect(scrollArea.status).toHaveText("At bottom")
    await expect(scrollArea.viewport.getByText("Row 100", { exact: true })).toBeInViewport()
    await expect(scrollArea.viewport).toHaveAttribute("data-at-bottom", "")
    await page.getByRole("button", { name: "Scroll to top" }).click()
    await expect(scrollArea.status).toHaveText("At top")
    expect(await scrollArea.scrollTop()).toBe(0)
  })

  test("dragging the vertical thumb scrolls the rows, and the thumb follows", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    const box = (await scrollArea.thumb("vertical").boundingBox())!
    await scrollArea.recordStatus()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 100, { steps: 5 })
    await expect(scrollArea.thumb("vertical")).toHaveAttribute("data-dragging", "")
    await page.mouse.up()
    expect(await scrollArea.scrollTop()).toBeGreaterThan(500)
    await expect(scrollArea.status).toHaveText("Between top and bottom")
    const texts = await scrollArea.statusTexts()
    expect(texts[0]).toBe("At top")
    expect(texts).toContain("Scrolling")
    const moved = (await scrollArea.thumb("vertical").boundingBox())!
    expect(moved.y).toBeGreaterThan(box.y + 90)
    await expect(scrollArea.thumb("vertical")).not.toHaveAttribute("data-dragging")
  })

  test("dragging the horizontal thumb scrolls sideways", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    const box = (await scrollArea.thumb("horizontal").boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 })
    await page.mouse.up()
    expect(await scrollArea.viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })

  test("the rows scroll by keyboard", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await page.getByRole("button", { name: "Scroll to bottom" }).focus()
    await page.keyboard.press("Tab")
    await expect(scrollArea.viewport).toBeFocused()
    await page.keyboard.press("End")
    await expect(scrollArea.status).toHaveText("At bottom")
    await page.keyboard.press("Home")
    await expect(scrollArea.status).toHaveText("At top")
  })

  test("fixViewportTabIndex: rows that fit the width still scroll by keyboard", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await gotoDemo(page, "/scroll-area?contentWidth=fits")
    await expect(scrollArea.scrollbar("horizontal")).toBeHidden()
    await expect(scrollArea.thumb("vertical")).toBeVisible()
    await expect(scrollArea.viewport).toHaveAttribute("tabindex", "0")
    await scrollArea.viewport.focus()
    await page.keyboard.press("End")
    await expect(scrollArea.status).toHaveText("At bottom")
  })

  test("row count and content width come from the controls and the URL", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await openTab(page, "Controls")
    await page.getByTestId("rows").selectOption("1000")
    await expect(page).toHaveURL(/rows=1000/)
    await expect(scrollArea.viewport.locator("li")).toHaveCount(1000)

    await gotoDemo(page, "/scroll-area?rows=10&contentWidth=fits")
    await expect(scrollArea.viewport.locator("li")).toHaveCount(10)
    // nothing to scroll: no scrollbars, and the viewport is no tab stop
    await expect(scrollArea.scrollbar("vertical")).toBeHidden()
    await expect(scrollArea.scrollbar("horizontal")).toBeHidden()
    await expect(scrollArea.viewport).not.toHaveAttribute("tabindex")
    await expect(scrollArea.status).toHaveText("At top")
  })

  test("in RTL the vertical scrollbar is on the left", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await gotoDemo(page, "/scroll-area?dir=rtl")
    const root = (await scrollArea.root.boundingBox())!
    const bar = (await scrollArea.scrollbar("vertical").boundingBox())!
    expect(bar.x - root.x).toBeLessThan(4)
    await page.getByRole("button", { name: "Scroll to bottom" }).click()
    await expect(scrollArea.status).toHaveText("At bottom")
  })

  test("the visualizer shows the machine's sides and scrolling flags", async ({ page }) => {
    const scrollArea = new ScrollAreaModel(page)
    await scrollArea.viewport.evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(scrollArea.status).toHaveText("At bottom")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.atSides).toMatchObject({ top: false, bottom: true })
    expect(json.context.scrollingY).toBe(false)
    expect(json.context.hiddenState).toMatchObject({ scrollbarYHidden: false, scrollbarXHidden: false })
  })
})
