import { readFile } from "node:fs/promises"
import { expect, gotoDemo, openTab, test, readVisualizer } from "@tests/fixtures"
import { QrCodeModel } from "@tests/models/qr-code.model"

const LONG = "x".repeat(1400) // more than level H holds (1273 bytes), less than L (2953)

test.describe("qr code", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/qr-code")
  })

  test("encodes the default value at level H with pixel size 10; no remote image", async ({ page }) => {
    const qr = new QrCodeModel(page)
    await expect(page.getByTestId("value")).toHaveValue("https://chakra-ui.com/")
    await expect(page.getByTestId("encoding.ecc")).toHaveValue("H")
    await expect(page.getByTestId("encoding.boostEcc")).not.toBeChecked()
    await expect(qr.root).toBeVisible()
    await expect(qr.root).toHaveAttribute("style", /--qrcode-pixel-size: ?10px/)
    // version 3 at level H: 29 modules + a border of 1 on each side, 10 px each
    await expect(qr.frame).toHaveAttribute("viewBox", "0 0 310 310")
    await expect(qr.meta).toContainText("Version 3")
    await expect(page.locator("main img")).toHaveCount(0)
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("https://chakra-ui.com/")
    expect(json.props.encoding).toEqual({ ecc: "H", boostEcc: false })
    expect(json.props.pixelSize).toBe(10)
  })

  test("editing the value or the level redraws the code", async ({ page }) => {
    const qr = new QrCodeModel(page)
    const before = await qr.pattern.getAttribute("d")
    await page.getByTestId("qr-value").fill("Hello from the gallery")
    await expect(page).toHaveURL(/value=Hello/)
    await expect(qr.pattern).not.toHaveAttribute("d", before!)
    await expect(qr.frame).toHaveAccessibleName("QR code for Hello from the gallery")

    // the Controls text field commits on Enter
    const value = page.getByTestId("value")
    await expect(value).toHaveValue("Hello from the gallery")
    await value.fill("https://example.org/a/fairly/long/path/that/needs/a/bigger/version")
    await value.press("Enter")
    await expect(page.getByTestId("qr-value")).toHaveValue(/fairly\/long/)

    await page.getByTestId("encoding.ecc").selectOption("L")
    await expect(qr.meta).toContainText("level L")
    const atL = await qr.frame.getAttribute("viewBox")
    await page.getByTestId("encoding.ecc").selectOption("H")
    await expect(qr.frame).not.toHaveAttribute("viewBox", atL!)
  })

  test("content too long for the level shows Data too long instead of breaking", async ({ page }) => {
    const qr = new QrCodeModel(page)
    await page.getByTestId("qr-value").fill(LONG)
    await expect(page.getByTestId("qr-error")).toContainText("Data too long")
    await expect(page.getByTestId("qr-error")).toContainText("level H")
    await expect(qr.root).toBeHidden()
    await expect(page.getByRole("button", { name: "Download PNG" })).toBeDisabled()

    // a lower level holds it: the code comes back
    await page.getByTestId("encoding.ecc").selectOption("L")
    await expect(page.getByTestId("qr-error")).toHaveCount(0)
    await expect(qr.root).toBeVisible()
    await expect(qr.meta).toContainText("1400 bytes")

    // and from a shared link
    await gotoDemo(page, `/qr-code?value=${"y".repeat(3000)}`)
    await expect(page.getByTestId("qr-error")).toContainText("Data too long")
  })

  test("downloads the code as a PNG or SVG image", async ({ page }) => {
    const [png] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PNG" }).click(),
    ])
    expect(png.suggestedFilename()).toBe("qr-code.png")
    const bytes = await readFile((await png.path())!)
    expect(bytes.subarray(1, 4).toString()).toBe("PNG")

    const svgButton = page.getByRole("button", { name: "Download SVG" })
    await svgButton.focus()
    const [svg] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")])
    expect(svg.suggestedFilename()).toBe("qr-code.svg")
    const text = await readFile((await svg.path())!, "utf8")
    expect(text).toContain("<svg")
    expect(text).toContain('fill="#111111"')
  })
})
