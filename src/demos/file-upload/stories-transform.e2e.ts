import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"
import { FileUploadModel, textFile } from "@tests/models/file-upload.model"
import { chromiumArgs, resolveHeadlessShell } from "../../../tests/browser.mjs"

// Compressing an image is the one check whose page runs JavaScript hard for seconds: it gets V8's optimizing
// tiers, which the suites otherwise turn off (tests/browser.mjs). Without them the compression took 20-28 s
// of the 30 s a test has; a file of its own, since a change of browser needs its own worker.
test.use({ launchOptions: { executablePath: resolveHeadlessShell(), args: chromiumArgs } })

/** A PNG of random noise drawn by the page (noise barely compresses: about 600 kB at 450×450). */
async function noisePng(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas")
    canvas.width = canvas.height = 450
    const context = canvas.getContext("2d")
    if (!context) throw new Error("no 2d context")
    const pixels = context.createImageData(450, 450)
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256)
    context.putImageData(pixels, 0, 0)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"))
    if (!blob) throw new Error("no PNG")
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ""
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  return { name, mimeType: "image/png", buffer: Buffer.from(base64, "base64") }
}

test.describe("file upload stories", () => {
  test("transform: an accepted image is compressed to about 200 KB before it is listed; other files are refused", async ({
    page,
  }) => {
    await gotoDemo(page, "/file-upload/transform")
    const upload = new FileUploadModel(page)
    const image = await noisePng(page, "noise.png")
    expect(image.buffer.length).toBeGreaterThan(400_000)

    await page.getByTestId("input").setInputFiles([image])
    await expect(upload.part("item")).toHaveCount(1, { timeout: 30_000 })
    await expect(upload.part("item-name")).toHaveText("noise.png")
    const size = await upload.part("item-size-text").textContent()
    const [, amount, unit] = /^([\d.]+) (byte|kB)$/.exec(size ?? "") ?? []
    expect(unit, `listed size ${size}`).toBeDefined()
    expect(Number(amount)).toBeLessThanOrEqual(210)

    await page.getByTestId("input").setInputFiles([textFile("notes.txt")])
    await expect(upload.part("item")).toHaveCount(1)
  })
})
