import type { Locator } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"
import { CarouselModel } from "@tests/models/carousel.model"

test.describe("carousel stories", () => {
  test("dialog: thirty photos in a dialog; past page 10 the page, the dots and the slides stay in step", async ({
    page,
  }) => {
    const photos = new CarouselModel(page)
    const display = page.getByTestId("page-display")
    await gotoDemo(page, "/carousel/dialog")
    await page.getByTestId("open-dialog").click()
    const dialog = page.getByRole("dialog", { name: "Carousel in Dialog" })
    await expect(dialog).toBeVisible()
    await expect(photos.indicators).toHaveCount(30)
    await expect(display).toHaveText("Current page: 1")

    /** Page n (1-based): the read-out, the current dot, and the one slide in view all say n. */
    const expectInStep = async (n: number) => {
      await expect(display).toHaveText(`Current page: ${n}`)
      await expect(photos.indicators.nth(n - 1)).toHaveAttribute("data-current", "")
      await expect(photos.part("indicator", "[data-current]")).toHaveCount(1)
      await expect(photos.part("item", "[data-inview]")).toHaveCount(1)
      await expect(photos.items.nth(n - 1)).toHaveAttribute("data-inview", "")
      await expect(photos.items.nth(n - 1).getByRole("img")).toBeInViewport()
    }

    // must hold: paging on past page 10 keeps all three together
    for (let n = 2; n <= 12; n++) {
      await photos.next.click()
      await expectInStep(n)
    }
    await photos.indicators.nth(24).click()
    await expectInStep(25)
    await photos.prev.click()
    await expectInStep(24)

    // Close closes it, and the keyboard is back on the opener
    await page.getByTestId("close-dialog").click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("open-dialog")).toBeFocused()
  })

  test("thumbnail: a thumbnail moves the main carousel, and paging the main one scrolls the strip", async ({
    page,
  }) => {
    await gotoDemo(page, "/carousel/thumbnail")
    const main = page.getByRole("region", { name: "Numbered slides" })
    const strip = page.getByRole("region", { name: "Thumbnails" })
    const slide = (n: number) => main.locator(`[data-part=item][data-index="${n - 1}"]`)
    const thumbnail = (n: number) => strip.getByRole("button", { name: `Show slide ${n}`, exact: true })
    const thumbnailSlide = (n: number) => strip.locator(`[data-part=item][data-index="${n - 1}"]`)
    /** Slide n is the one in the main carousel, and its thumbnail says so. */
    const expectShown = async (n: number) => {
      await expect(slide(n)).toHaveAttribute("data-inview", "")
      await expect(main.locator("[data-part=item][data-inview]")).toHaveCount(1)
      await expect(main.getByText(String(n), { exact: true })).toBeInViewport()
      await expect(thumbnail(n)).toHaveAttribute("aria-current", "true")
      await expect(strip.locator("[aria-current]")).toHaveCount(1)
    }
    await expectShown(1)
    await expect(thumbnailSlide(1)).toHaveAttribute("data-inview", "")
    await expect(thumbnailSlide(10)).not.toHaveAttribute("data-inview")

    // a thumbnail moves the main carousel
    await thumbnail(3).click()
    await expectShown(3)

    // paging the main carousel scrolls the strip along: at the last slide its thumbnail is in view, the first not
    const next = main.getByRole("button", { name: "Next slide" })
    for (let n = 4; n <= 10; n++) {
      await next.click()
      await expectShown(n)
    }
    await expect(next).toBeDisabled()
    await expect(thumbnailSlide(10)).toHaveAttribute("data-inview", "")
    await expect(thumbnail(10)).toBeInViewport()
    await expect(thumbnailSlide(1)).not.toHaveAttribute("data-inview")
    await expect(thumbnail(1)).not.toBeInViewport()

    // and back: the strip returns to its start
    const prev = main.getByRole("button", { name: "Previous slide" })
    for (let n = 9; n >= 1; n--) {
      await prev.click()
      await expectShown(n)
    }
    await expect(thumbnailSlide(1)).toHaveAttribute("data-inview", "")
    await expect(thumbnail(1)).toBeInViewport()
    await expect(thumbnail(10)).not.toBeInViewport()
  })

  test("auto-size: blocks as wide as their content, centred as they page, beside fixed ones two to a page", async ({
    page,
  }) => {
    await gotoDemo(page, "/carousel/auto-size")
    await expect(page.getByRole("heading", { name: "Auto Size Carousel" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Comparison: Fixed Width Carousel" })).toBeVisible()
    const auto = page.getByRole("region", { name: "Blocks as wide as their content" })
    const fixed = page.getByRole("region", { name: "Blocks two to a page" })
    const widths = (carousel: Locator) =>
      carousel
        .locator("[data-part=item]")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)))

    // the auto-size blocks follow their content: "Hi" is narrow, the long line wide; the fixed ones are all alike
    const autoWidths = await widths(auto)
    expect(autoWidths).toHaveLength(9)
    expect(new Set(autoWidths).size).toBeGreaterThanOrEqual(6)
    expect(autoWidths[1]).toBeGreaterThan(2 * autoWidths[0])
    const fixedWidths = await widths(fixed)
    expect(fixedWidths).toHaveLength(9)
    expect(new Set(fixedWidths).size).toBe(1)

    // it plays on its own, and Pause stops it
    const progress = auto.locator("[data-part=progress-text]")
    const dots = auto.locator("[data-part=indicator]")
    await expect(progress).toHaveText(/^2 \/ \d+$/, { timeout: 10_000 })
    await auto.getByRole("button", { name: "Pause" }).click()
    await expect(auto.getByRole("button", { name: "Play" })).not.toHaveAttribute("data-pressed")
    const total = await dots.count()
    expect(total).toBeGreaterThanOrEqual(3)

    /** Page n of the dots is current, the progress says so, and a block sits in the middle of the carousel. */
    const expectCentredPage = async (n: number) => {
      await expect(dots.nth(n - 1)).toHaveAttribute("data-current", "")
      await expect(progress).toHaveText(`${n} / ${total}`)
      await expect
        .poll(() =>
          auto.locator("[data-part=item-group]").evaluate((group) => {
            const box = group.getBoundingClientRect()
            const middle = box.left + box.width / 2
            return [...group.children].some((item) => {
              const { left, width } = item.getBoundingClientRect()
              return Math.abs(left + width / 2 - middle) <= 2
            })
          }),
        )
        .toBe(true)
    }
    await dots.nth(2).click()
    await expectCentredPage(3)
    await auto.getByRole("button", { name: "Next slide" }).click()
    await expectCentredPage(4)
    await auto.getByRole("button", { name: "Previous slide" }).click()
    await expectCentredPage(3)

    // the fixed carousel pages two blocks at a time
    const fixedSlide = (n: number) => fixed.locator(`[data-part=item][data-index="${n - 1}"]`)
    await expect(fixedSlide(1)).toHaveAttribute("data-inview", "")
    await expect(fixedSlide(2)).toHaveAttribute("data-inview", "")
    await fixed.getByRole("button", { name: "Next slide" }).click()
    await expect(fixedSlide(3)).toHaveAttribute("data-inview", "")
    await expect(fixedSlide(4)).toHaveAttribute("data-inview", "")
    await expect(fixedSlide(1)).not.toHaveAttribute("data-inview")
  })

  test("mutation: add slide grows the count and the numbered dots while the carousel plays on", async ({ page }) => {
    await gotoDemo(page, "/carousel/mutation")
    const carousel = page.getByRole("region", { name: "Numbered slides" })
    const dots = carousel.locator("[data-part=indicator]")
    const count = page.locator("main .carousel-slide-count")
    await expect(count).toHaveText("5 slides")
    await expect(dots).toHaveText(["1", "2", "3", "4", "5"])
    // the page lives in React state and moves every second
    await expect(page.getByText(/^Page 2 · /)).toBeVisible()

    await page.getByRole("button", { name: "add slide" }).click()
    await page.getByRole("button", { name: "add slide" }).click()
    await expect(count).toHaveText("7 slides")
    await expect(dots).toHaveText(["1", "2", "3", "4", "5", "6", "7"])
    await expect(carousel.locator("[data-part=item]")).toHaveCount(7)
    // still playing, it reaches the new slides
    await expect(carousel.getByRole("button", { name: "Pause" })).toBeVisible()
    await expect(page.getByText(/^Page 7 · /)).toBeVisible({ timeout: 15_000 })

    // Pause holds it still; the seventh dot shows the seventh slide, in view as any other (useFixAddedSlidesInView)
    await carousel.getByRole("button", { name: "Pause" }).click()
    await expect(carousel.getByRole("button", { name: "Play" })).toBeVisible()
    await dots.nth(6).click()
    await expect(page.getByText("Page 7 · 7 slides", { exact: true })).toBeVisible()
    await expect(dots.nth(6)).toHaveAttribute("data-current", "")
    const seventh = carousel.locator("[data-part=item][data-index='6']")
    await expect(seventh).toHaveAttribute("data-inview", "")
    await expect(seventh).not.toHaveAttribute("aria-hidden")
    await expect(seventh.getByText("7", { exact: true })).toBeInViewport()
    await dots.nth(5).click()
    await expect(page.getByText("Page 6 · 7 slides", { exact: true })).toBeVisible()
    await expect(seventh).not.toHaveAttribute("data-inview")
  })
})
