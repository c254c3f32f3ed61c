import { expect, gotoDemo, openTab, setControl, test, readVisualizer } from "@tests/fixtures"
import { RatingGroupModel } from "@tests/models/rating-group.model"

test.describe("rating group", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/rating-group")
  })

  test("shows Rate: with five stars labelled N stars, at 2.5", async ({ page }) => {
    const rating = new RatingGroupModel(page)
    await expect(page.locator("main label")).toHaveText("Rate:")
    await expect(page.getByRole("radio")).toHaveCount(5)
    for (const n of [1, 2, 3, 4, 5]) await expect(rating.item(n)).toBeAttached()
    await expect(rating.input).toHaveValue("2.5")
    await expect(rating.item(3)).toHaveAttribute("data-half", "")
    await expect(rating.item(3)).toHaveAttribute("aria-checked", "true")
    await expect(rating.status).toHaveText("Rating: 2.5 of 5 stars")
  })

  test("hover previews; clicks set whole and half values; Reset restores 2.5", async ({ page }) => {
    const rating = new RatingGroupModel(page)
    // a pointer entering the stars and moving over the fourth one
    await rating.item(4).hover({ position: { x: 20, y: 10 } })
    await rating.item(4).hover({ position: { x: 22, y: 12 } })
    await expect(rating.status).toHaveText("Preview: 4 of 5 stars")
    await expect(rating.item(4)).toHaveAttribute("data-highlighted", "")
    await page.locator("main h1").hover()
    await expect(rating.status).toHaveText("Rating: 2.5 of 5 stars")
    await expect(rating.item(4)).not.toHaveAttribute("data-highlighted", "")

    const box = await rating.item(4).boundingBox()
    if (!box) throw new Error("no star")
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2)
    await expect(rating.status).toHaveText("Preview: 3.5 of 5 stars")
    await expect(rating.item(4)).toHaveAttribute("data-half", "")
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2)
    await expect(rating.input).toHaveValue("3.5")
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
    // the click sets the previewed value: wait until the preview has caught up with the pointer
    await expect(rating.status).toHaveText("Preview: 4 of 5 stars")
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2)
    await expect(rating.input).toHaveValue("4")
    await page.locator("main h1").hover()
    await expect(rating.status).toHaveText("Rating: 4 of 5 stars")

    await page.locator("main").getByRole("button", { name: "Reset" }).click()
    await expect(rating.input).toHaveValue("2.5")
  })

  test("arrow keys move in half steps; without half steps the value rounds", async ({ page }) => {
    const rating = new RatingGroupModel(page)
    await rating.item(3).focus()
    await page.keyboard.press("ArrowRight")
    await expect(rating.input).toHaveValue("3")
    await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("ArrowLeft")
    await expect(rating.input).toHaveValue("2")
    await page.keyboard.press("ArrowRight")
    await expect(rating.input).toHaveValue("2.5")

    await page.getByTestId("allowHalf").uncheck()
    await expect(rating.input).toHaveValue("3")
    await expect(rating.halfItems).toHaveCount(0)
    await rating.item(3).focus()
    await page.keyboard.press("ArrowRight")
    await expect(rating.input).toHaveValue("4")
    await expect(rating.item(4)).toBeFocused()
  })

  test("max sets the number of stars; a bad max is refused in the Controls panel; disabled stops input", async ({
    page,
  }) => {
    const rating = new RatingGroupModel(page)
    await setControl(page, "max", 8)
    await expect(page.getByRole("radio")).toHaveCount(8)
    await expect(rating.status).toHaveText("Rating: 2.5 of 8 stars")

    await setControl(page, "max", 0)
    await expect(page.locator(".toolbar").getByRole("alert")).toContainText(
      "max must be a whole number from 1 to 20 (got 0); using 5.",
    )
    await expect(page.locator("main [role=alert]")).toHaveCount(0)
    await expect(page.getByRole("radio")).toHaveCount(5)

    await page.getByTestId("disabled").check()
    await rating.item(5).click({ force: true })
    await expect(rating.input).toHaveValue("2.5")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe(2.5)
    expect(json.props.count).toBe(5)
  })
})
