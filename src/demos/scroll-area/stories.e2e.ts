import type { Locator } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"

/** Where the vertical thumb sits in its scrollbar: 0 at the top, 1 at the bottom. */
const thumbPlace = (root: Locator) =>
  root.evaluate((el) => {
    const bar = el.querySelector(":scope > [data-part=scrollbar][data-orientation=vertical]")!.getBoundingClientRect()
    const thumb = el
      .querySelector(":scope > [data-part=scrollbar] > [data-part=thumb][data-orientation=vertical]")!
      .getBoundingClientRect()
    return Math.round(((thumb.top - bar.top) / Math.max(bar.height - thumb.height, 1)) * 100) / 100
  })

test.describe("scroll area stories", () => {
  test("column reverse: opens at the newest message, at the bottom, and its thumb follows the scroll", async ({
    page,
  }) => {
    await gotoDemo(page, "/scroll-area/column-reverse")
    const messages = page.getByRole("region", { name: "Messages" })
    const root = page.locator("main [data-scope=scroll-area][data-part=root]")
    await expect(page.getByRole("status")).toHaveText("At bottom")
    await expect(messages.getByText("Message 100", { exact: true })).toBeInViewport()
    await expect(messages.getByText("Message 1", { exact: true })).not.toBeInViewport()
    await expect.poll(() => thumbPlace(root)).toBeGreaterThan(0.95)

    await messages.focus()
    await page.keyboard.press("Home")
    await expect(page.getByRole("status")).toHaveText("At top")
    await expect(messages.getByText("Message 1", { exact: true })).toBeInViewport()
    await expect.poll(() => thumbPlace(root)).toBeLessThan(0.05)

    await messages.hover()
    await page.mouse.wheel(0, 600)
    await expect(page.getByRole("status")).toHaveText("Between top and bottom")
    await expect.poll(() => thumbPlace(root)).toBeGreaterThan(0.05)
  })

  test("nested: an inner list scrolls on its own inside the outer one", async ({ page }) => {
    await gotoDemo(page, "/scroll-area/nested")
    const outer = page.getByRole("region", { name: "All lists" })
    const first = page.getByRole("region", { name: "List 1", exact: true })
    await expect(page.getByRole("region", { name: /^List \d$/ })).toHaveCount(5)
    // the area is 800 × 500 px, its viewport inside its 1 px border
    expect((await outer.locator("..").boundingBox())!.height).toBe(500)
    expect((await first.boundingBox())!.height).toBeLessThanOrEqual(200)

    await first.focus()
    await page.keyboard.press("End")
    await expect(first).toHaveAttribute("data-at-bottom", "")
    await expect(first.getByText("Row 100", { exact: true })).toBeInViewport()
    await expect(outer).toHaveAttribute("data-at-top", "")

    await outer.focus()
    await page.keyboard.press("End")
    await expect(outer).toHaveAttribute("data-at-bottom", "")
    const last = page.getByRole("region", { name: "List 5", exact: true })
    await expect(last).toBeInViewport()
    await expect(last).toHaveAttribute("data-at-top", "")
  })
})
