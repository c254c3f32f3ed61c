import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { fruitIds as ids } from "@tests/models/radio-group.model"
import { SegmentControlModel } from "@tests/models/segment-control.model"

test.describe("segment control", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/segment-control")
  })

  test("a horizontal group of four fruits with its hooks and nothing selected", async ({ page }) => {
    const segments = new SegmentControlModel(page)
    const group = segments.group
    await expect(group).toHaveAttribute("aria-orientation", "horizontal")
    for (const [i, id] of ids.entries()) {
      await expect(segments.label(id)).toHaveText(["Apples", "Oranges", "Mangoes", "Grapes"][i])
      await expect(segments.input(id)).not.toBeChecked()
    }
    await expect(segments.indicator).toBeHidden()
    const [apple, grape] = await Promise.all([
      segments.item("apple").boundingBox(),
      segments.item("grape").boundingBox(),
    ])
    expect(grape!.x).toBeGreaterThan(apple!.x)
    expect(Math.abs(grape!.y - apple!.y)).toBeLessThan(2)
  })

  test("the indicator follows the selection by pointer and keyboard; reset clears", async ({ page }) => {
    const segments = new SegmentControlModel(page)
    await segments.item("mango").click()
    await expect(segments.input("mango")).toBeChecked()
    await expect(segments.indicator).toBeVisible()
    await expect.poll(() => segments.indicatorOffsetFrom("mango")).toBeLessThan(2)

    await page.keyboard.press("ArrowRight")
    await expect(segments.input("grape")).toBeFocused()
    await expect(segments.input("grape")).toBeChecked()
    await expect.poll(() => segments.indicatorOffsetFrom("grape")).toBeLessThan(2)

    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(segments.input("orange")).toBeChecked()
    await expect.poll(() => segments.indicatorOffsetFrom("orange")).toBeLessThan(2)

    await segments.button("reset").click()
    for (const id of ids) await expect(segments.input(id)).not.toBeChecked()
    await expect(segments.indicator).toBeHidden()
  })

  test("disabled and readOnly from the controls", async ({ page }) => {
    const segments = new SegmentControlModel(page)
    await page.getByTestId("disabled").check()
    for (const id of ids) await expect(segments.input(id)).toBeDisabled()
    await page.getByTestId("disabled").uncheck()

    await segments.item("apple").click()
    await page.getByTestId("readOnly").check()
    await segments.item("orange").click({ force: true })
    await expect(segments.input("apple")).toBeChecked()
    await expect(segments.input("orange")).not.toBeChecked()

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("apple")
    expect(json.props).toMatchObject({ name: "fruit", orientation: "horizontal", readOnly: true })
  })
})
