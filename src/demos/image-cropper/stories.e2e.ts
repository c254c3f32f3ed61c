import { expect, gotoDemo, test } from "@tests/fixtures"
import { ImageCropperModel } from "@tests/models/image-cropper.model"

test.describe("image cropper stories", () => {
  test("circle: the crop is a 1:1 circle over the quadrant picture; Zoom and Rotation reach it", async ({ page }) => {
    await gotoDemo(page, "/image-cropper/circle")
    const cropper = new ImageCropperModel(page)
    const selection = cropper.part("selection")
    await expect(cropper.part("root")).toHaveAttribute("data-shape", "circle")
    const box = await selection.boundingBox()
    if (!box) throw new Error("no selection")
    expect(Math.abs(box.width - box.height)).toBeLessThan(1.5)

    const image = cropper.part("image")
    const before = await image.getAttribute("style")
    const zoom = page.getByTestId("zoom-slider")
    await zoom.focus()
    await page.keyboard.press("ArrowRight")
    await expect(zoom).toHaveValue("1.1")
    await expect(image).not.toHaveAttribute("style", before ?? "")
    const zoomed = await image.getAttribute("style")

    const rotation = page.getByTestId("rotation-slider")
    await rotation.focus()
    await page.keyboard.press("ArrowRight")
    await expect(rotation).toHaveValue("1")
    await expect(image).not.toHaveAttribute("style", zoomed ?? "")
  })
})

test.describe("image cropper fixed crop area", () => {
  test("fixed: the selection stays put while a drag pans and the wheel zooms the picture beneath", async ({ page }) => {
    await gotoDemo(page, "/image-cropper/fixed")
    const cropper = new ImageCropperModel(page)
    const selection = cropper.part("selection")
    const image = cropper.part("image")
    await expect(cropper.part("root")).toHaveAttribute("data-fixed", "")
    const place = await selection.boundingBox()
    if (!place) throw new Error("no selection")

    // the wheel over the picture zooms it
    await page.mouse.move(place.x + place.width / 2, place.y + place.height / 2)
    await page.mouse.wheel(0, -200)
    await expect.poll(async () => Number(await page.getByTestId("zoom-slider").inputValue())).toBeGreaterThan(1)

    // a drag pans the picture; the selection does not move
    const before = await image.getAttribute("style")
    await page.mouse.down()
    await page.mouse.move(place.x + place.width / 2 + 40, place.y + place.height / 2 + 20, { steps: 6 })
    await page.mouse.up()
    await expect(image).not.toHaveAttribute("style", before ?? "")
    expect(await selection.boundingBox()).toEqual(place)
  })
})
