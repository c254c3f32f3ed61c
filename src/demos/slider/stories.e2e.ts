import { expect, gotoDemo, test } from "@tests/fixtures"
import { PopoverModel } from "@tests/models/popover.model"
import { SliderModel } from "@tests/models/slider.model"

test.describe("slider stories", () => {
  test("change end: the change line follows every move, the change-end line only the end of a drag or key press", async ({
    page,
  }) => {
    await gotoDemo(page, "/slider/change-end")
    const slider = new SliderModel(page)
    const change = page.getByTestId("change")
    const changeEnd = page.getByTestId("change-end")
    await expect(change).toHaveText("Change: 0")
    await expect(changeEnd).toHaveText("Change end: 0")

    await slider.thumbs().focus()
    await page.keyboard.press("ArrowRight")
    await expect(change).toHaveText("Change: 1")
    await expect(changeEnd).toHaveText("Change end: 1")

    // while the thumb is held, only the change line moves
    const track = await page.getByTestId("track").boundingBox()
    if (!track) throw new Error("no track")
    await slider.dragThumb(slider.thumbs(), track.width / 2, { release: false })
    await expect.poll(async () => Number((await change.textContent())?.replace("Change: ", ""))).toBeGreaterThan(30)
    await expect(changeEnd).toHaveText("Change end: 1")
    await page.mouse.up()
    const value = await slider.thumbs().getAttribute("aria-valuenow")
    await expect(change).toHaveText(`Change: ${value}`)
    await expect(changeEnd).toHaveText(`Change end: ${value}`)
  })

  test("with number input: the price range and its two USD inputs follow each other, each bounded by the other thumb", async ({
    page,
  }) => {
    await gotoDemo(page, "/slider/number-input")
    const slider = new SliderModel(page)
    const low = slider.thumbs("Minimum Price")
    const high = slider.thumbs("Maximum Price")
    const [lowInput, highInput] = [0, 1].map((n) => page.getByRole("spinbutton", { name: "USD" }).nth(n))
    await expect(page.getByRole("spinbutton", { name: "USD" })).toHaveCount(2)
    await expect(slider.part("value-text")).toHaveText("1250 - 2500")
    await expect(low).toHaveAttribute("aria-valuenow", "1250")
    await expect(high).toHaveAttribute("aria-valuenow", "2500")
    await expect(lowInput).toHaveValue("1250")
    await expect(highInput).toHaveValue("2500")

    // the slider moves the inputs
    await low.focus()
    await page.keyboard.press("ArrowRight")
    await expect(lowInput).toHaveValue("1251")
    await expect(slider.part("value-text")).toHaveText("1251 - 2500")

    // the inputs move the slider
    await highInput.click()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("4000")
    await page.keyboard.press("Enter")
    await expect(high).toHaveAttribute("aria-valuenow", "4000")
    await expect(slider.part("value-text")).toHaveText("1251 - 4000")

    // a minimum past the maximum stops 100 short of it
    await lowInput.click()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("4500")
    await page.keyboard.press("Tab")
    await expect(lowInput).toHaveValue("3900")
    await expect(low).toHaveAttribute("aria-valuenow", "3900")
    await expect(slider.part("value-text")).toHaveText("3900 - 4000")

    // and the thumbs keep their 100 apart
    await low.focus()
    await page.keyboard.press("ArrowRight")
    await expect(low).toHaveAttribute("aria-valuenow", "3900")
  })

  test("with popover: dragging the slider inside the modal popover never dismisses it; Escape does", async ({
    page,
  }) => {
    await gotoDemo(page, "/slider/in-popover")
    const popover = new PopoverModel(page)
    const slider = new SliderModel(page)
    for (const [id, text] of [
      ["button-before", "Button :before"],
      ["plain-text", "I am just text"],
      ["button-after", "Button :after"],
    ]) {
      await expect(page.getByTestId(id)).toHaveText(text)
    }
    await expect(popover.anchor).toHaveText("anchor")
    await expect(popover.trigger).toHaveText("Click me>")

    await popover.trigger.click()
    await expect(popover.content).toBeVisible()
    const thumbs = slider.thumbs("Quantity:")
    await expect(thumbs).toHaveCount(2)
    await expect(thumbs.nth(0)).toHaveAttribute("aria-valuenow", "10")
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuenow", "60")

    // a drag that ends far outside the popover
    const content = await popover.content.boundingBox()
    if (!content) throw new Error("no content")
    await slider.dragThumb(thumbs.nth(1), content.width, { release: false })
    await expect(thumbs.nth(1)).toHaveAttribute("aria-valuenow", "100")
    await page.mouse.up()
    await expect(popover.content).toBeVisible()
    await slider.dragThumb(thumbs.nth(0), 40)
    await expect(popover.content).toBeVisible()
    await expect.poll(async () => Number(await thumbs.nth(0).getAttribute("aria-valuenow"))).toBeGreaterThan(10)

    await page.keyboard.press("Escape")
    await expect(popover.content).toBeHidden()
    await expect(popover.trigger).toBeFocused()
  })

  test("with tooltip: the tooltip on the thumb shows the value only while dragging", async ({ page }) => {
    await gotoDemo(page, "/slider/tooltip")
    const slider = new SliderModel(page)
    const thumb = slider.thumbs("Brightness")
    const tip = page.getByRole("tooltip")
    await expect(tip).toHaveCount(0)

    // keys move the value without the tooltip
    await thumb.focus()
    await page.keyboard.press("ArrowRight")
    await expect(thumb).toHaveAttribute("aria-valuenow", "41")
    await expect(tip).toHaveCount(0)

    await slider.dragThumb(thumb, 60, { release: false })
    await expect(tip).toBeVisible()
    const value = await thumb.getAttribute("aria-valuenow")
    expect(Number(value)).toBeGreaterThan(41)
    await expect(tip).toHaveText(value ?? "")
    // it sits above the thumb
    const [tipBox, thumbBox] = [await tip.boundingBox(), await thumb.boundingBox()]
    if (!tipBox || !thumbBox) throw new Error("not on screen")
    expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(thumbBox.y)
    expect(Math.abs(tipBox.x + tipBox.width / 2 - (thumbBox.x + thumbBox.width / 2))).toBeLessThan(2)

    await page.mouse.up()
    await expect(tip).toHaveCount(0)
  })
})
