import type { Page } from "@playwright/test"
import { expect, gotoDemo, nextFrames, openTab, part, readVisualizer, setControl, test } from "@tests/fixtures"

const root = (page: Page) => page.getByRole("region", { name: "Brands we work with" })
const status = (page: Page) => page.getByTestId("marquee-status")
const button = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true })
/** The play state of the first copy's CSS animation ("none" when it has none). */
const playState = (page: Page) =>
  part(page, "marquee", "content")
    .first()
    .evaluate((el) => el.getAnimations()[0]?.playState ?? "none")

test.describe("marquee", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/marquee")
  })

  test("eight brand names scroll on their own; the copies are hidden from assistive technology", async ({ page }) => {
    await expect(root(page)).toHaveAttribute("aria-roledescription", "marquee")
    const copies = part(page, "marquee", "content")
    await expect(copies).toHaveCount(2)
    await expect(copies.first().locator("[data-part=item]")).toHaveText([
      "Northwind",
      "Bluepeak",
      "Copperleaf",
      "Lumen & Co",
      "Orbitra",
      "Pinecrest",
      "Quillby",
      "Sundial Labs",
    ])
    await expect(copies.nth(1)).toHaveAttribute("aria-hidden", "true")
    await expect(status(page)).toHaveText("Status: Playing")
    await expect.poll(() => playState(page)).toBe("running")
    await expect(page.locator(".marquee-reduced-note")).toBeHidden()
  })

  test("Pause holds the strip still and Resume starts it again", async ({ page }) => {
    await button(page, "Pause").click()
    await expect(status(page)).toHaveText("Status: Paused")
    await expect(root(page)).toHaveAttribute("data-paused", "")
    await expect.poll(() => playState(page)).toBe("paused")
    const transform = () =>
      part(page, "marquee", "content")
        .first()
        .evaluate((el) => getComputedStyle(el).transform)
    const before = await transform()
    await nextFrames(page)
    expect(await transform()).toBe(before)

    await button(page, "Resume").click()
    await expect(status(page)).toHaveText("Status: Playing")
    await expect.poll(() => playState(page)).toBe("running")
  })

  test("it pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    const box = (await root(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect(status(page)).toHaveText("Status: Paused")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 150)
    await expect(status(page)).toHaveText("Status: Playing")
  })

  test("by keyboard: focus within pauses it, leaving resumes, the buttons work with Enter", async ({ page }) => {
    await button(page, "Resume").focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("group", { name: "Brand names" })).toBeFocused()
    await expect(status(page)).toHaveText("Status: Paused")
    await page.keyboard.press("Shift+Tab")
    await expect(status(page)).toHaveText("Status: Playing")
    await page.keyboard.press("Shift+Tab")
    await expect(button(page, "Pause")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(status(page)).toHaveText("Status: Paused")
  })

  test("without pauseOnInteraction, hover leaves it playing", async ({ page }) => {
    await setControl(page, "pauseOnInteraction", false)
    await expect(page).toHaveURL(/pauseOnInteraction=false/)
    const box = (await root(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect(root(page)).toHaveAttribute("data-state", "idle")
    await expect(status(page)).toHaveText("Status: Playing")
  })

  test("it does not move when the system asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await expect.poll(() => playState(page)).toBe("none")
    await expect(page.locator(".marquee-reduced-note")).toBeVisible()
  })

  test("side top runs it vertically; speed sets the duration the machine computes", async ({ page }) => {
    await openTab(page, "Visualizer")
    const before = await readVisualizer(page)
    await setControl(page, "speed", 100)
    await expect(page).toHaveURL(/speed=100/)
    await openTab(page, "Visualizer")
    await expect
      .poll(async () => (await readVisualizer(page)).context.duration)
      .toBeCloseTo(before.context.duration / 2, 3)

    await gotoDemo(page, "/marquee?side=top&autoFill=true")
    await expect(root(page)).toHaveAttribute("data-orientation", "vertical")
    await expect(part(page, "marquee", "content").first()).toHaveAttribute("data-side", "top")
    await expect(part(page, "marquee", "edge")).toHaveCount(2)
    await expect(part(page, "marquee", "edge").first()).toHaveAttribute("data-side", "top")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).props).toMatchObject({ side: "top", autoFill: true })
  })
})
