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
