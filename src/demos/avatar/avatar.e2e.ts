import type { Page } from "@playwright/test"
import { chooseViewSetting, expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"

const image = (page: Page) => page.locator('main [data-scope="avatar"][data-part="image"]')
const fallback = (page: Page) => page.locator('main [data-scope="avatar"][data-part="fallback"]')
const status = (page: Page) => page.getByTestId("status")

test.describe("avatar", () => {
  test("loads the first local portrait, then changes, breaks and toggles the image", async ({ page }) => {
    await gotoDemo(page, "/avatar")
    await expect(image(page)).toBeVisible()
    await expect(image(page)).toHaveAttribute("src", "/images/avatar/avatar-1.webp")
    expect(await image(page).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      200, 150,
    ])
    await expect(fallback(page)).toBeHidden()
    await expect(status(page)).toContainText("Image loaded")
    await expect(visualizer(page)).toContainText('"state": "loaded"')

    await page.getByRole("button", { name: "Change Image" }).click()
    await expect(image(page)).toHaveAttribute("src", /^\/images\/avatar\/avatar-[234]\.webp$/)
    await expect(image(page)).toBeVisible()

    // the broken file: the fallback initials show and the machine reports the error
    await page.getByRole("button", { name: "Broken Image" }).click()
    await expect(image(page)).toHaveAttribute("src", "/images/avatar/broken.webp")
    await expect(fallback(page)).toBeVisible()
    await expect(fallback(page)).toHaveText("PA")
    await expect(image(page)).toBeHidden()
    await expect(status(page)).toContainText("Image error")
    await expect(visualizer(page)).toContainText('"state": "error"')
    await expect(visualizer(page, "Status changes")).toContainText('"status": "error"')

    // and back to a working image
    await page.getByRole("button", { name: "Change Image" }).click()
    await expect(image(page)).toBeVisible()
    await expect(fallback(page)).toBeHidden()
    await expect(visualizer(page)).toContainText('"state": "loaded"')

    // Toggle Image unmounts and remounts the img; without it the fallback shows
    const toggle = page.getByRole("button", { name: "Toggle Image" })
    await toggle.click()
    await expect(image(page)).toHaveCount(0)
    await expect(fallback(page)).toBeVisible()
    await expect(status(page)).toHaveText("No image")
    await toggle.press("Enter")
    await expect(image(page)).toBeVisible()
    await expect(fallback(page)).toBeHidden()
  })

  test("the fallback initials and direction come from the controls", async ({ page }) => {
    await gotoDemo(page, "/avatar")
    await page.getByRole("button", { name: "Broken Image" }).click()
    await openTab(page, "Controls")
    await page.getByTestId("fallback").fill("zg")
    await page.getByTestId("fallback").press("Enter")
    await expect(fallback(page)).toHaveText("zg")
    await expect(fallback(page)).toHaveCSS("text-transform", "uppercase")
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(page.locator('main [data-scope="avatar"][data-part="root"]')).toHaveAttribute("dir", "rtl")
  })
})
