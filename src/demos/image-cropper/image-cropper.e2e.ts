import { expect, gotoDemo, nextFrames, openTab, optionProblems, setControl, test } from "@tests/fixtures"
import type { Locator } from "@playwright/test"
import { ImageCropperModel } from "@tests/models/image-cropper.model"

test.describe("image cropper", () => {
  test("the local 1000×600 quadrant picture loads with a selection, 8 handles, a grid and a live crop line", async ({
    page,
  }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const image = cropper.image
    await expect(image).toHaveAttribute("data-ready", "")
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1000, 600])
    await expect(cropper.handle()).toHaveCount(8)
    await expect(cropper.grids).toHaveCount(2)
    const [x, y, width, height] = await cropper.readCrop()
    expect(x + width).toBeLessThanOrEqual(1000)
    expect(y + height).toBeLessThanOrEqual(600)
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
    const [, , width] = await cropper.readCrop()
    await zoom.focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(page.locator("main")).toContainText("1.2×")
    // the same selection holds less of the picture
    await expect.poll(async () => (await cropper.readCrop())[2]).toBeLessThan(width)

    await cropper.rotationSlider.fill("90")
    await expect(page.locator("main")).toContainText("90°")
    await page.locator("main").getByLabel("Flip Horizontal").check()
    await expect(image).toHaveAttribute("data-flip-horizontal", "")
    await page.locator("main").getByLabel("Flip Vertical").check()
    await expect(image).toHaveAttribute("data-flip-vertical", "")

    await page.getByRole("button", { name: "Reset", exact: true }).first().click()
    await expect(page.locator("main")).toContainText("1.0×")
    await expect(page.locator("main")).toContainText("0°")
    await expect(page.locator("main").getByLabel("Flip Horizontal")).not.toBeChecked()
    await expect(image).not.toHaveAttribute("data-flip-vertical")
  })

  test("aspectRatio 1 makes the crop square; cropShape circle rounds the selection", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper?aspectRatio=1&cropShape=circle")
    await nextFrames(page)
    const [, , width, height] = await cropper.readCrop()
    expect(Math.abs(width - height)).toBeLessThanOrEqual(2)
    await expect(cropper.selection).toHaveAttribute("data-shape", "circle")
    // a circle is always 1:1; as a rectangle the ratio follows the control live
    await setControl(page, "cropShape", "rectangle")
    await setControl(page, "aspectRatio", 1.78)
    await expect
      .poll(async () => {
        const [, , w, h] = await cropper.readCrop()
        return Math.abs(w / h - 1.78) < 0.03
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

  test("the set I controls are there, each by its key, and reach the machine", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    await openTab(page, "Controls")
    for (const key of [
      "aspectRatio",
      "minWidth",
      "minHeight",
      "maxWidth",
      "maxHeight",
      "zoomStep",
      "minZoom",
      "maxZoom",
      "cropShape",
    ]) {
      await expect(page.getByTestId(key)).toBeVisible()
    }
    // zoomStep is the Zoom range's step
    await setControl(page, "zoomStep", 0.5)
    await expect(cropper.zoomSlider).toHaveAttribute("step", "0.5")
    // minWidth stops the shrinking: 150 px of the 500 px view are 300 of the picture's 1000
    await setControl(page, "minWidth", 150)
    await page.getByTestId("resize-step-input").fill("400")
    await page.getByTestId("shrink-button").click()
    await expect.poll(async () => near((await cropper.readCrop())[2], 300)).toBe(true)
    // a minimum above its maximum is refused and named
    await setControl(page, "maxWidth", 100)
    await expect(optionProblems(page)).toContainText("minWidth 150 is above maxWidth 100")
  })

  test("the flip buttons toggle each flip, the checkboxes follow, and Reset flips clears both", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const main = page.locator("main")
    const horizontal = main.getByRole("checkbox", { name: /Horizontal/ })
    const vertical = main.getByRole("checkbox", { name: /Vertical/ })
    await main.getByRole("button", { name: "Toggle horizontal flip" }).click()
    await expect(cropper.image).toHaveAttribute("data-flip-horizontal", "")
    await expect(horizontal).toBeChecked()
    await main.getByRole("button", { name: "Toggle vertical flip" }).click()
    await expect(cropper.image).toHaveAttribute("data-flip-vertical", "")
    await expect(vertical).toBeChecked()
    await main.getByRole("button", { name: "Toggle horizontal flip" }).click()
    await expect(horizontal).not.toBeChecked()
    await main.getByRole("button", { name: "Reset flips" }).click()
    await expect(vertical).not.toBeChecked()
    await expect(cropper.image).not.toHaveAttribute("data-flip-vertical")
    await expect(cropper.image).not.toHaveAttribute("data-flip-horizontal")
  })

  test("Grow and Shrink resize from the chosen handle by the chosen step", async ({ page }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const handleSelect = page.getByTestId("resize-handle-select")
    await expect(handleSelect.locator("option")).toHaveCount(8)
    await expect(page.locator("main").getByLabel("Resize handle:")).toBeVisible()
    await expect(page.locator("main").getByLabel("Resize step (px):")).toHaveValue("10")
    const grow = page.getByTestId("grow-button")
    const shrink = page.getByTestId("shrink-button")
    await expect(grow).toHaveText("Grow selection")
    await expect(shrink).toHaveText("Shrink selection")

    // from the east edge, 10 px of the view are 20 of the picture: only the width changes
    await handleSelect.selectOption("e")
    const [x, y, width, height] = await cropper.readCrop()
    await shrink.click()
    await expect.poll(async () => near(await cropper.readCrop(), [x, y, width - 20, height])).toBe(true)
    await grow.click()
    await expect.poll(async () => near(await cropper.readCrop(), [x, y, width, height])).toBe(true)

    // from the top-left corner by 5 px: the selection shrinks towards the bottom right
    await handleSelect.selectOption("nw")
    await page.getByTestId("resize-step-input").fill("5")
    await shrink.click()
    await expect.poll(async () => near(await cropper.readCrop(), [x + 10, y + 10, width - 10, height - 10])).toBe(true)
    // by keyboard: Enter on the focused button
    await grow.focus()
    await page.keyboard.press("Enter")
    await expect.poll(async () => near(await cropper.readCrop(), [x, y, width, height])).toBe(true)
  })

  test("a resize step of 0, -1 or text is refused with a message; the page keeps working", async ({
    page,
    browserName,
  }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    const step = page.getByTestId("resize-step-input")
    const grow = page.getByTestId("grow-button")
    const message = page.locator("main").getByText(/The resize step must/)

    await step.fill("0")
    await expect(message).toHaveText("The resize step must be at least 1 px; 0 is too small.")
    await expect(step).toHaveAttribute("aria-invalid", "true")
    await expect(grow).toBeDisabled()
    await expect(page.getByTestId("shrink-button")).toBeDisabled()

    await step.fill("-1")
    await expect(message).toHaveText("The resize step must be at least 1 px; -1 is too small.")

    // letters: Chromium keeps them out of a number field, Firefox holds them as bad input
    await step.fill("")
    await step.pressSequentially("abc")
    await expect(message).toHaveText("The resize step must be a number (1 px or more).")
    await expect(grow).toBeDisabled()
    if (browserName === "chromium") await expect(step).toHaveValue("")

    // a good step again: the message goes and the buttons work
    await step.fill("")
    await step.pressSequentially("4")
    await expect(message).toHaveCount(0)
    await expect(step).toHaveAttribute("aria-invalid", "false")
    await page.getByTestId("resize-handle-select").selectOption("w")
    const [x, , width] = await cropper.readCrop()
    await grow.click()
    await expect
      .poll(async () => (await cropper.readCrop()).slice(0, 3))
      .toEqual([x - 8, expect.any(Number), width + 8])
  })

  test("Export: the preview matches the visible crop after flips and rotation; Data URL, Download, Clear", async ({
    page,
  }) => {
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    await cropper.readCrop()
    const main = page.locator("main")
    const group = main.getByRole("group", { name: "Export Cropped Image" })
    await expect(group).toBeVisible()
    await expect(group.getByRole("button", { name: "Clear Preview" })).toHaveCount(0)
    const preview = main.getByRole("img", { name: "Cropped result" })
    await expect(preview).toHaveCount(0)

    // the centred selection holds a part of each quadrant, where the picture has them
    await group.getByRole("button", { name: "Export as Blob" }).click()
    await expect(main.getByText("Cropped Image Preview:")).toBeVisible({ timeout: BLOB_ENCODING })
    await expect(preview).toHaveAttribute("src", /^blob:/)
    await expect.poll(() => cornerColours(preview)).toEqual(["red", "green", "blue", "yellow"])

    // flipped horizontally, the left and right swap
    await main.getByRole("button", { name: "Toggle horizontal flip" }).click()
    await group.getByRole("button", { name: "Export as Data URL" }).click()
    await expect(preview).toHaveAttribute("src", /^data:image\/png;base64,/)
    await expect.poll(() => cornerColours(preview)).toEqual(["green", "red", "yellow", "blue"])

    // and turned half a turn as well, top and bottom swap too
    await cropper.rotationSlider.fill("180")
    await group.getByRole("button", { name: "Export as Blob" }).click()
    await expect(preview).toHaveAttribute("src", /^blob:/, { timeout: BLOB_ENCODING })
    await expect.poll(() => cornerColours(preview)).toEqual(["blue", "yellow", "red", "green"])

    const download = page.waitForEvent("download")
    await group.getByRole("button", { name: "Download PNG" }).click()
    expect((await download).suggestedFilename()).toBe("cropped.png")

    await group.getByRole("button", { name: "Clear Preview" }).click()
    await expect(preview).toHaveCount(0)
    await expect(group.getByRole("button", { name: "Clear Preview" })).toHaveCount(0)
    await expect(group.getByRole("button", { name: "Export as Blob" })).toBeFocused()
  })

  test("a slow blob export says Exporting… until its preview shows", async ({ page }) => {
    // the browser's encoder held until the test lets it go, as a busy machine holds it for seconds
    await page.addInitScript(() => {
      const encode = HTMLCanvasElement.prototype.toBlob
      HTMLCanvasElement.prototype.toBlob = function (callback, ...rest) {
        const held = new Promise<void>((release) => Object.assign(window, { releaseBlob: release }))
        encode.call(this, (blob) => void held.then(() => callback(blob)), ...rest)
      }
    })
    const cropper = new ImageCropperModel(page)
    await gotoDemo(page, "/image-cropper")
    await cropper.readCrop()
    const group = page.locator("main").getByRole("group", { name: "Export Cropped Image" })
    await group.getByRole("button", { name: "Export as Blob" }).click()
    await expect(group.getByText("Exporting…")).toBeVisible()
    await expect(page.getByRole("img", { name: "Cropped result" })).toHaveCount(0)
    await page.evaluate(() => (window as unknown as { releaseBlob: () => void }).releaseBlob())
    await expect(page.getByRole("img", { name: "Cropped result" })).toHaveAttribute("src", /^blob:/)
    await expect(group.getByText("Exporting…")).toHaveCount(0)
  })
})

/**
 * How long a blob export may take: Chromium encodes canvas.toBlob in the page's idle time, and under a
 * busy machine (CI, two workers on two cores) that measured 1 s often and once 6.7 s.
 */
const BLOB_ENCODING = 15_000

/**
 * Whether crop numbers are these, within a picture pixel: the view shows the 1000 px picture in a little
 * under 500 px (its border), so a step of the view is a shade over two of the picture's, rounded.
 */
function near(actual: number | number[], expected: number | number[]) {
  const a = [actual].flat()
  const e = [expected].flat()
  return a.length === e.length && a.every((value, index) => Math.abs(value - e[index]) <= 1)
}

/** The quadrant colour near each corner of an image: top-left, top-right, bottom-left, bottom-right. */
async function cornerColours(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode()
    const canvas = document.createElement("canvas")
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext("2d", { willReadFrequently: true })!
    context.drawImage(img, 0, 0)
    const named: Record<string, [number, number, number]> = {
      red: [0xe1, 0x1d, 0x48],
      green: [0x16, 0xa3, 0x4a],
      blue: [0x25, 0x63, 0xeb],
      yellow: [0xca, 0x8a, 0x04],
    }
    const nameAt = (fx: number, fy: number) => {
      const [r, g, b] = context.getImageData(Math.floor(canvas.width * fx), Math.floor(canvas.height * fy), 1, 1).data
      const distance = ([R, G, B]: [number, number, number]) => Math.abs(R - r) + Math.abs(G - g) + Math.abs(B - b)
      const [name] = Object.entries(named).sort((a, b) => distance(a[1]) - distance(b[1]))[0]
      return distance(named[name]) < 40 ? name : `rgb(${r}, ${g}, ${b})`
    }
    return [nameAt(0.1, 0.1), nameAt(0.9, 0.1), nameAt(0.1, 0.9), nameAt(0.9, 0.9)]
  })
}
