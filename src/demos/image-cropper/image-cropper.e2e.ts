import { expect, gotoDemo, nextFrames, optionProblems, setControl, test } from "@tests/fixtures"
import { ImageCropperModel } from "@tests/models/image-cropper.model"

test.describe("image cropper", () => {
  test("the local 500×300 image loads with a selection, 8 handles, a grid and a live crop line", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const image = cropper.image
    await expect(image).toHaveAttribute("data-ready", "")
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([500, 300])
    await expect(cropper.handle()).toHaveCount(8)
    await expect(cropper.grids).toHaveCount(2)
    const [x, y, width, height] = await cropper.readCrop()
    expect(x + width).toBeLessThanOrEqual(500)
    expect(y + height).toBeLessThanOrEqual(300)
    expect(width).toBeGreaterThan(0)
  })

  test("arrow keys move the focused selection and the crop line follows", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const [x, y] = await cropper.readCrop()
    await cropper.selection.focus()
    await page.keyboard.press("ArrowLeft")
    await expect.poll(async () => (await cropper.readCrop())[0]).toBeLessThan(x)
    await page.keyboard.press("ArrowDown")
    await expect.poll(async () => (await cropper.readCrop())[1]).toBeGreaterThan(y)
  })

  test("dragging a corner handle resizes the crop", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const [, , width, height] = await cropper.readCrop()
    const handle = cropper.handle("se")
    const box = (await handle.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 5; step++) await page.mouse.move(box.x - step * 10, box.y - step * 8)
    await page.mouse.up()
    await expect.poll(async () => (await cropper.readCrop())[2]).toBeLessThan(width)
    expect((await cropper.readCrop())[3]).toBeLessThan(height)
  })

  test("Zoom, Rotation and the flips change the image; Reset undoes them", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const image = cropper.image
    const zoom = cropper.zoomSlider
    await zoom.focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(page.locator("main")).toContainText("1.2×")
    const [, , zoomedWidth] = await cropper.readCrop()
    expect(zoomedWidth).toBeLessThan(410)

    await cropper.rotationSlider.fill("90")
    await expect(page.locator("main")).toContainText("90°")
    await page.locator("main").getByLabel("Flip horizontally").check()
    await expect(image).toHaveAttribute("data-flip-horizontal", "")
    await page.locator("main").getByLabel("Flip vertically").check()
    await expect(image).toHaveAttribute("data-flip-vertical", "")

    await page.getByRole("button", { name: "Reset", exact: true }).first().click()
    await expect(page.locator("main")).toContainText("1.0×")
    await expect(page.locator("main")).toContainText("0°")
    await expect(page.locator("main").getByLabel("Flip horizontally")).not.toBeChecked()
    await expect(image).not.toHaveAttribute("data-flip-vertical")
  })

  test("aspectRatio 1:1 makes the crop square; cropShape circle rounds the selection", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper?aspectRatio=1:1&cropShape=circle")
    await nextFrames(page)
    const [, , width, height] = await cropper.readCrop()
    expect(Math.abs(width - height)).toBeLessThanOrEqual(2)
    await expect(cropper.selection).toHaveAttribute("data-shape", "circle")
    // a circle is always 1:1; as a rectangle the ratio follows the control live
    await setControl(page, "cropShape", "rectangle")
    await setControl(page, "aspectRatio", "16:9")
    await expect
      .poll(async () => {
        const [, , w, h] = await cropper.readCrop()
        return Math.abs(w / h - 16 / 9) < 0.03
      })
      .toBe(true)
  })

  test("maxZoom limits the Zoom range; minZoom above maxZoom is refused and named", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper?maxZoom=2")
    await expect(cropper.zoomSlider).toHaveAttribute("max", "2")
    await setControl(page, "minZoom", 3)
    await expect(optionProblems(page)).toContainText("minZoom 3 is above maxZoom 2")
    await expect(cropper.zoomSlider).toHaveAttribute("max", "5")
  })
})
