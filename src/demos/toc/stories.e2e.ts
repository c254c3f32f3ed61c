import { expect, gotoDemo, test } from "@tests/fixtures"
import { TocModel } from "@tests/models/toc.model"

const HEADINGS = [
  "Introduction",
  "Getting Started",
  "Installation",
  "Configuration",
  "Usage",
  "Basic Example",
  "Advanced Patterns",
  "API Reference",
  "Troubleshooting",
]

test.describe("toc stories", () => {
  test("indicator: nine headings; the bar slides to the link of the heading scrolled into view", async ({ page }) => {
    const toc = new TocModel(page)
    await gotoDemo(page, "/toc/indicator")
    const guide = page.getByRole("region", { name: "Guide" })
    await expect(toc.nav.getByRole("link")).toHaveText(HEADINGS)
    await expect(toc.itemsOfDepth(4)).toHaveCount(4)
    await expect(toc.activeLinks).toHaveText(["Introduction"])

    // the wheel over the guide, as a person scrolls it
    const box = (await guide.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const usage = guide.getByRole("heading", { name: "Usage" })
    const usageNearTop = async () => (await usage.boundingBox())!.y < box.y + 40
    for (let turns = 0; turns < 40 && !(await usageNearTop()); turns++) await page.mouse.wheel(0, 60)
    expect(await usageNearTop(), "the wheel brought Usage to the guide's top").toBe(true)
    await expect(toc.activeLinks.first()).not.toHaveText("Introduction")
    // the bar covers the active link
    const active = toc.activeLinks.first()
    await expect
      .poll(async () => {
        const [bar, link] = await Promise.all([toc.indicator.boundingBox(), active.boundingBox()])
        return Math.abs(bar!.y - link!.y) <= 2 && Math.abs(bar!.height - link!.height) <= 2
      })
      .toBe(true)
    expect(await page.evaluate(() => scrollY)).toBe(0)
  })

  test("scroll-element: Installation jumps and API Reference glides, in the guide's own scroll box", async ({
    page,
  }) => {
    const toc = new TocModel(page)
    await gotoDemo(page, "/toc/scroll-element")
    const guide = page.getByRole("region", { name: "Guide" })
    await page.getByRole("button", { name: "Installation" }).click()
    await expect(guide.getByRole("heading", { name: "Installation" })).toBeInViewport()
    await expect(toc.activeLinks.first()).toHaveText("Installation")

    await page.getByRole("button", { name: "API Reference" }).click()
    await expect(guide.getByRole("heading", { name: "API Reference" })).toBeInViewport()
    await expect(toc.activeLinks.first()).toHaveText("API Reference")
    await expect(toc.link("API Reference")).toHaveAttribute("aria-current", "location")
    // only the guide scrolled, not the page
    expect(await page.evaluate(() => scrollY)).toBe(0)

    // a link of the table scrolls the same box
    await toc.link("Troubleshooting").click()
    await expect(guide.getByRole("heading", { name: "Troubleshooting" })).toBeInViewport()
    await expect(toc.activeLinks).toContainText(["Troubleshooting"])
  })
})
