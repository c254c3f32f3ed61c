import { readFile } from "node:fs/promises"
import { expect, gotoDemo, test } from "@tests/fixtures"

const preview = (page: import("@playwright/test").Page) => page.getByRole("img", { name: "qr-code preview" })

test.describe("qr-code stories", () => {
  test("download: the zagjs.com code with a logo; Download saves qr-code.png, Preview shows the PNG", async ({
    page,
  }) => {
    await gotoDemo(page, "/qr-code/download")
    await expect(page.getByRole("img", { name: "QR code for https://zagjs.com" })).toBeVisible()
    await expect(page.locator("main [data-scope='qr-code'][data-part='overlay'] svg")).toBeVisible()

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download", exact: true }).click(),
    ])
    expect(download.suggestedFilename()).toBe("qr-code.png")
    expect((await readFile((await download.path())!)).subarray(1, 4).toString()).toBe("PNG")

    await expect(preview(page)).toHaveCount(0)
    await page.getByRole("button", { name: "Preview" }).click()
    await expect(preview(page)).toBeVisible()
    await expect(preview(page)).toHaveAttribute("src", /^data:image\/png;base64,/)
    // a real, decoded image the size of the code
    await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200)
  })

  test("form: the code appears once a URL is submitted; Preview shows it as JPEG; too long a URL is refused", async ({
    page,
  }) => {
    await gotoDemo(page, "/qr-code/form")
    const field = page.getByLabel("URL")
    await expect(page.locator("main [data-scope='qr-code'][data-part='root']")).toBeHidden()
    await expect(page.getByRole("button", { name: "Preview" })).toHaveCount(0)

    await field.fill("https://example.com/hello")
    await field.press("Enter")
    await expect(page.getByRole("img", { name: "QR code for https://example.com/hello" })).toBeVisible()
    await page.getByRole("button", { name: "Preview" }).click()
    await expect(preview(page)).toHaveAttribute("src", /^data:image\/jpeg;base64,/)

    // a new value replaces the code, and the old preview goes
    await field.fill("https://example.com/again")
    await page.getByRole("button", { name: "Generate" }).click()
    await expect(page.getByRole("img", { name: "QR code for https://example.com/again" })).toBeVisible()
    await expect(preview(page)).toHaveCount(0)

    // more than level H holds: a message, the typed text kept, the last code still shown
    const long = `https://example.com/${"a".repeat(1400)}`
    await field.fill(long)
    await page.getByRole("button", { name: "Generate" }).click()
    await expect(page.getByRole("alert")).toContainText("Data too long")
    await expect(field).toHaveValue(long)
    await expect(page.getByRole("img", { name: "QR code for https://example.com/again" })).toBeVisible()
  })
})
