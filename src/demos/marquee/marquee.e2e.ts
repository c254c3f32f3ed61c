import { expect, gotoDemo, nextFrames, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { MarqueeModel } from "@tests/models/marquee.model"

test.describe("marquee", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/marquee")
  })

  test("eight brand names scroll on their own; the copies are hidden from assistive technology", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await expect(marquee.region).toHaveAttribute("aria-roledescription", "marquee")
    const copies = marquee.contents
    await expect(copies).toHaveCount(2)
    await expect(marquee.firstCopyItems).toHaveText([
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
    await expect(marquee.status).toHaveText("Status: Playing")
    await expect.poll(() => marquee.playState()).toBe("running")
    await expect(page.locator(".marquee-reduced-note")).toBeHidden()
  })

  test("Pause holds the strip still and Resume starts it again", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await marquee.button("Pause").click()
    await expect(marquee.status).toHaveText("Status: Paused")
    await expect(marquee.region).toHaveAttribute("data-paused", "")
    await expect.poll(() => marquee.playState()).toBe("paused")
    const transform = () => marquee.contents.first().evaluate((el) => getComputedStyle(el).transform)
    const before = await transform()
    await nextFrames(page)
    expect(await transform()).toBe(before)

    await marquee.button("Resume").click()
    await expect(marquee.status).toHaveText("Status: Playing")
    await expect.poll(() => marquee.playState()).toBe("running")
  })

  test("it pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    const box = (await marquee.region.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect(marquee.status).toHaveText("Status: Paused")
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 150)
    await expect(marquee.status).toHaveText("Status: Playing")
  })

  test("by keyboard: focus within pauses it, leaving resumes, the buttons work with Enter", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await marquee.button("Resume").focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("group", { name: "Brand names" })).toBeFocused()
    await expect(marquee.status).toHaveText("Status: Paused")
    await page.keyboard.press("Shift+Tab")
    await expect(marquee.status).toHaveText("Status: Playing")
    await page.keyboard.press("Shift+Tab")
    await expect(marquee.button("Pause")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(marquee.status).toHaveText("Status: Paused")
  })

  test("without pauseOnInteraction, hover leaves it playing", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await setControl(page, "pauseOnInteraction", false)
    await expect(page).toHaveURL(/pauseOnInteraction=false/)
    const box = (await marquee.region.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect(marquee.region).toHaveAttribute("data-state", "idle")
    await expect(marquee.status).toHaveText("Status: Playing")
  })

  test("it does not move when the system asks for reduced motion", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await expect.poll(() => marquee.playState()).toBe("none")
    await expect(page.locator(".marquee-reduced-note")).toBeVisible()
  })

  test("side top runs it vertically; speed sets the duration the machine computes", async ({ page }) => {
    const marquee = new MarqueeModel(page)
    await openTab(page, "Visualizer")
    const before = await readVisualizer(page)
    await setControl(page, "speed", 100)
    await expect(page).toHaveURL(/speed=100/)
    await openTab(page, "Visualizer")
    await expect
      .poll(async () => (await readVisualizer(page)).context.duration)
      .toBeCloseTo(before.context.duration / 2, 3)

    await gotoDemo(page, "/marquee?side=top&autoFill=true")
    await expect(marquee.region).toHaveAttribute("data-orientation", "vertical")
    await expect(marquee.contents.first()).toHaveAttribute("data-side", "top")
    await expect(marquee.edges).toHaveCount(2)
    await expect(marquee.edges.first()).toHaveAttribute("data-side", "top")
    await openTab(page, "Visualizer")
    expect((await readVisualizer(page)).props).toMatchObject({ side: "top", autoFill: true })
  })
})
