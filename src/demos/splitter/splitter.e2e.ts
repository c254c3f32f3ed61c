import { expect, gotoDemo, openTab, setControl, test, visualizer, readVisualizer } from "@tests/fixtures"
import { SplitterModel } from "@tests/models/splitter.model"

test.describe("splitter", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/splitter")
  })

  test("two panels A and B start at 50/50; sizes show in the visualizer", async ({ page }) => {
    const splitter = new SplitterModel(page)
    await expect(splitter.panel("a")).toContainText("A")
    await expect(splitter.panel("b")).toContainText("B")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "50")
    const a = (await splitter.panel("a").boundingBox())!
    const b = (await splitter.panel("b").boundingBox())!
    expect(Math.abs(a.width - b.width)).toBeLessThan(2)
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.size).toEqual([50, 50])
  })

  test("arrow keys, Home and End resize; double-click resets", async ({ page }) => {
    const splitter = new SplitterModel(page)
    await splitter.handle.focus()
    await page.keyboard.press("ArrowRight")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "51")
    await page.keyboard.press("Shift+ArrowLeft")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "41")
    await page.keyboard.press("Home")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "0")
    await page.keyboard.press("End")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "100")
    await expect(splitter.handle).toBeFocused()
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText(/"size": \[\s*100,\s*0\s*\]/)

    await splitter.handle.dblclick()
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "50")
  })

  test("pointer drag moves the handle", async ({ page }) => {
    const splitter = new SplitterModel(page)
    const box = (await splitter.handle.boundingBox())!
    const frame = (await page.locator("main .splitter-frame").boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + frame.width * 0.2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    const after = await splitter.now()
    expect(after).toBeGreaterThan(65)
    expect(after).toBeLessThan(75)
    const a = (await splitter.panel("a").boundingBox())!
    const b = (await splitter.panel("b").boundingBox())!
    expect(a.width).toBeGreaterThan(b.width * 2)
  })

  test("machineWithoutInlineStyle: dragging sets the page-wide cursor without a <style> element the CSP would block", async ({
    page,
  }) => {
    const splitter = new SplitterModel(page)
    const styles = await page.locator("style").count()
    const box = (await splitter.handle.boundingBox())!
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
    const splitter = new SplitterModel(page)
    await setControl(page, "a.minSize", 20)
    await setControl(page, "a.maxSize", 70)
    await splitter.handle.focus()
    await page.keyboard.press("Home")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "20")
    await page.keyboard.press("End")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "70")
    await expect(splitter.handle).toHaveAttribute("aria-valuemax", "70")

    await setControl(page, "b.minSize", 90)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "Panel size limits not applied: Total minimum size of panels cannot be greater than 100 (the minimums total 110)",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
    // refused: the panels keep no limits, the page keeps working
    await splitter.handle.focus()
    await page.keyboard.press("End")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "100")
  })

  test("setting sizes: a total above 100 shows a clear message", async ({ page }) => {
    const splitter = new SplitterModel(page)
    await splitter.setSizes("70", "50")
    await expect(page.getByTestId("size-error")).toContainText(
      "Total size of panels cannot be greater than 100 (these total 120).",
    )
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "50")

    await splitter.setSizes("abc", "30")
    await expect(page.getByTestId("size-error")).toContainText("Panel A size must be a number from 0 to 100.")

    await splitter.setSizes("25", "75")
    await expect(page.getByTestId("size-error")).toHaveCount(0)
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "25")
    await page.getByRole("button", { name: "Reset sizes" }).click()
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "50")
  })

  test("vertical orientation uses up and down arrows", async ({ page }) => {
    const splitter = new SplitterModel(page)
    await page.getByTestId("orientation").selectOption("vertical")
    await expect(splitter.handle).toHaveAttribute("data-orientation", "vertical")
    // since zag 1.47 aria-orientation describes the separator line, across the stacked panels
    await expect(splitter.handle).toHaveAttribute("aria-orientation", "horizontal")
    const a = (await splitter.panel("a").boundingBox())!
    const b = (await splitter.panel("b").boundingBox())!
    expect(b.y).toBeGreaterThan(a.y + a.height - 1)
    await splitter.handle.focus()
    await page.keyboard.press("ArrowDown")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "51")
    await page.keyboard.press("ArrowRight")
    await expect(splitter.handle).toHaveAttribute("aria-valuenow", "51")
  })
})
