import { chooseViewSetting, expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"
import { AvatarModel } from "@tests/models/avatar.model"

test.describe("avatar", () => {
  test("loads the first local portrait, then changes, breaks and toggles the image", async ({ page }) => {
    const avatar = new AvatarModel(page)
    await gotoDemo(page, "/avatar")
    await expect(avatar.image).toBeVisible()
    await expect(avatar.image).toHaveAttribute("src", "/images/avatar/avatar-1.webp")
    expect(await avatar.image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      200, 150,
    ])
    await expect(avatar.fallback).toBeHidden()
    await expect(avatar.status).toContainText("Image loaded")
    await expect(visualizer(page)).toContainText('"state": "loaded"')

    await page.getByRole("button", { name: "Change Image" }).click()
    await expect(avatar.image).toHaveAttribute("src", /^\/images\/avatar\/avatar-[234]\.webp$/)
    await expect(avatar.image).toBeVisible()

    // the broken file: the fallback initials show and the machine reports the error
    await page.getByRole("button", { name: "Broken Image" }).click()
    await expect(avatar.image).toHaveAttribute("src", "/images/avatar/broken.webp")
    await expect(avatar.fallback).toBeVisible()
    await expect(avatar.fallback).toHaveText("PA")
    await expect(avatar.image).toBeHidden()
    await expect(avatar.status).toContainText("Image error")
    await expect(visualizer(page)).toContainText('"state": "error"')
    await expect(visualizer(page, "Status changes")).toContainText('"status": "error"')

    // and back to a working image
    await page.getByRole("button", { name: "Change Image" }).click()
    await expect(avatar.image).toBeVisible()
    await expect(avatar.fallback).toBeHidden()
    await expect(visualizer(page)).toContainText('"state": "loaded"')

    // Toggle Image unmounts and remounts the img; without it the fallback shows
    const toggle = page.getByRole("button", { name: "Toggle Image" })
    await toggle.click()
    await expect(avatar.image).toHaveCount(0)
    await expect(avatar.fallback).toBeVisible()
    await expect(avatar.status).toHaveText("No image")
    await toggle.press("Enter")
    await expect(avatar.image).toBeVisible()
    await expect(avatar.fallback).toBeHidden()
  })

  test("the fallback initials and direction come from the controls", async ({ page }) => {
    const avatar = new AvatarModel(page)
    await gotoDemo(page, "/avatar")
    await page.getByRole("button", { name: "Broken Image" }).click()
    await openTab(page, "Controls")
    await page.getByTestId("fallback").fill("zg")
    await page.getByTestId("fallback").press("Enter")
    await expect(avatar.fallback).toHaveText("zg")
    await expect(avatar.fallback).toHaveCSS("text-transform", "uppercase")
    await chooseViewSetting(page, "Direction", "RTL")
    await expect(avatar.root).toHaveAttribute("dir", "rtl")
  })
})
