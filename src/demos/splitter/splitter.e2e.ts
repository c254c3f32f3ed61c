import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, setControl, test, visualizer, readVisualizer } from "@tests/fixtures"

const handle = (page: Page) => page.getByRole("separator", { name: "Resize panels A and B" })
const panel = (page: Page, id: string) =>
  page.locator(`main [data-scope="splitter"][data-part="panel"][data-id="${id}"]`)
const now = async (page: Page) => Number(await handle(page).getAttribute("aria-valuenow"))

async function setSizes(page: Page, a: string, b: string) {
  await page.getByLabel("Panel A size").fill(a)
  await page.getByLabel("Panel B size").fill(b)
  await page.getByRole("button", { name: "Set sizes", exact: true }).click()
}

test.describe("splitter", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/splitter")
  })

  test("two panels A and B start at 50/50; sizes show in the visualizer", async ({ page }) => {
    await expect(panel(page, "a")).toContainText("A")
    await expect(panel(page, "b")).toContainText("B")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "50")
    const a = (await panel(page, "a").boundingBox())!
    const b = (await panel(page, "b").boundingBox())!
    expect(Math.abs(a.width - b.width)).toBeLessThan(2)
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.size).toEqual([50, 50])
  })

  test("arrow keys, Home and End resize; double-click resets", async ({ page }) => {
    await handle(page).focus()
    await page.keyboard.press("ArrowRight")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "51")
    await page.keyboard.press("Shift+ArrowLeft")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "41")
    await page.keyboard.press("Home")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "0")
    await page.keyboard.press("End")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "100")
    await expect(handle(page)).toBeFocused()
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText(/"size": \[\s*100,\s*0\s*\]/)

    await handle(page).dblclick()
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "50")
  })

  test("pointer drag moves the handle", async ({ page }) => {
    const box = (await handle(page).boundingBox())!
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + frame.width * 0.2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    const after = await now(page)
    expect(after).toBeGreaterThan(65)
    expect(after).toBeLessThan(75)
    const a = (await panel(page, "a").boundingBox())!
    const b = (await panel(page, "b").boundingBox())!
    expect(a.width).toBeGreaterThan(b.width * 2)
  })

  test("machineWithoutInlineStyle: dragging sets the page-wide cursor without a <style> element the CSP would block", async ({
    page,
  }) => {
    const styles = await page.locator("style").count()
    const box = (await handle(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 3 })
    await expect(page.locator("html")).toHaveAttribute("data-splitter-cursor", "col-resize")
    expect(await page.locator("main h1").evaluate((el) => getComputedStyle(el).cursor)).toBe("col-resize")
    expect(await page.locator("style").count()).toBe(styles)
    await page.mouse.up()
    await expect(page.locator("html")).not.toHaveAttribute("data-splitter-cursor")
  })

  test("limits from the controls bound the handle; impossible limits are refused in the Controls panel", async ({
    page,
  }) => {
    await setControl(page, "a.minSize", 20)
    await setControl(page, "a.maxSize", 70)
    await handle(page).focus()
    await page.keyboard.press("Home")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "20")
    await page.keyboard.press("End")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "70")
    await expect(handle(page)).toHaveAttribute("aria-valuemax", "70")

    await setControl(page, "b.minSize", 90)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "Panel size limits not applied: Total minimum size of panels cannot be greater than 100 (the minimums total 110)",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
    // refused: the panels keep no limits, the page keeps working
    await handle(page).focus()
    await page.keyboard.press("End")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "100")
  })

  test("setting sizes: a total above 100 shows a clear message", async ({ page }) => {
    await setSizes(page, "70", "50")
    await expect(page.getByTestId("size-error")).toContainText(
      "Total size of panels cannot be greater than 100 (these total 120).",
    )
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "50")

    await setSizes(page, "abc", "30")
    await expect(page.getByTestId("size-error")).toContainText("Panel A size must be a number from 0 to 100.")

    await setSizes(page, "25", "75")
    await expect(page.getByTestId("size-error")).toHaveCount(0)
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "25")
    await page.getByRole("button", { name: "Reset sizes" }).click()
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "50")
  })

  test("vertical orientation uses up and down arrows", async ({ page }) => {
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(handle(page)).toHaveAttribute("data-orientation", "vertical")
    // since zag 1.47 aria-orientation describes the separator line, across the stacked panels
    await expect(handle(page)).toHaveAttribute("aria-orientation", "horizontal")
    const a = (await panel(page, "a").boundingBox())!
    const b = (await panel(page, "b").boundingBox())!
    expect(b.y).toBeGreaterThan(a.y + a.height - 1)
    await handle(page).focus()
    await page.keyboard.press("ArrowDown")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "51")
    await page.keyboard.press("ArrowRight")
    await expect(handle(page)).toHaveAttribute("aria-valuenow", "51")
  })
})
