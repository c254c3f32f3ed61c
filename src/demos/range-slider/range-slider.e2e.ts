import { chooseViewSetting, expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"

test.describe("range slider", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/range-slider")
  })

  const output = (page: import("@playwright/test").Page) => page.locator("main output[data-part=value-text]")

  test("shows Quantity: with two thumbs at 10 and 60", async ({ page }) => {
    await expect(page.locator("main label")).toHaveText("Quantity:")
    await expect(output(page)).toHaveText("10 - 60")
    const thumbs = page.getByRole("slider", { name: "Quantity:" })
    await expect(thumbs).toHaveCount(2)
    await expect(thumbs.nth(0)).toHaveAttribute("aria-valuenow", "10")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuenow", "60")
    await expect(page.locator("main [data-part=marker]")).toHaveCount(4)
  })

  test("keyboard: thumbs stop at the minimum distance from each other; the form sees both values", async ({ page }) => {
    const thumbs = page.getByRole("slider")
    await thumbs.nth(1).focus()
    await page.keyboard.press("Home")
    await expect(output(page)).toHaveText("10 - 15")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuemin", "15")
    await page.keyboard.press("ArrowLeft")
    await expect(output(page)).toHaveText("10 - 15")
    await page.keyboard.press("ArrowRight")
    await expect(output(page)).toHaveText("10 - 16")

    await thumbs.nth(0).focus()
    await page.keyboard.press("End")
    await expect(output(page)).toHaveText("11 - 16")
    await page.keyboard.press("ArrowRight")
    await expect(output(page)).toHaveText("11 - 16")
    await page.keyboard.press("Home")
    await expect(output(page)).toHaveText("0 - 16")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity[]":["0","16"]}')
  })

  test("pointer: dragging the first thumb past the second stops short of it", async ({ page }) => {
    const thumb = await page.getByRole("slider").nth(0).boundingBox()
    const track = await page.locator("main [data-part=track]").boundingBox()
    if (!thumb || !track) throw new Error("no geometry")
    const y = thumb.y + thumb.height / 2
    await page.mouse.move(thumb.x + thumb.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(track.x + track.width * 0.9, y, { steps: 8 })
    await page.mouse.up()
    await expect(output(page)).toHaveText("55 - 60")
    await expect(page.getByRole("slider").nth(0)).toBeFocused()
  })

  test("useFixThumbsOnRangeChange: a new step, max or min moves the thumbs back onto the range, kept apart", async ({
    page,
  }) => {
    await setControl(page, "step", 2)
    await expect(page.getByText("The thumbs stay at least 10 apart.")).toBeVisible()
    await setControl(page, "max", 40)
    await expect(output(page)).toHaveText("10 - 40")
    await setControl(page, "min", 20)
    await expect(output(page)).toHaveText("20 - 40")
    await expect(page.getByRole("region", { name: "Form values" })).toContainText('{"quantity[]":["20","40"]}')

    await setControl(page, "max", 30)
    await expect(output(page)).toHaveText("20 - 30")
  })

  test("a range with no room between the thumbs is refused in the Controls panel; dir applies", async ({ page }) => {
    const problem = page.locator(".toolbar").getByRole("alert")
    await setControl(page, "step", 2)
    await setControl(page, "max", 40)
    await setControl(page, "min", 35)
    await expect(problem).toContainText("Invalid range: the thumbs need 10 between them")
    await expect(page.getByRole("slider").nth(1)).toHaveAttribute("aria-valuemax", "100")
    await expect(page.locator("main [role=alert]")).toHaveCount(0)

    await setControl(page, "min", 20)
    await expect(problem).toBeHidden()
    await expect(output(page)).toHaveText("20 - 40")

    await chooseViewSetting(page, "Direction", "RTL")
    await expect(page.locator("main [data-scope=slider][data-part=root]")).toHaveAttribute("dir", "rtl")
    await page.getByRole("slider").nth(0).focus()
    await page.keyboard.press("ArrowLeft") // in rtl, left increases
    await expect(output(page)).toHaveText("22 - 40")

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual([22, 40])
    expect(json.props.minStepsBetweenThumbs).toBe(5)
  })
})
