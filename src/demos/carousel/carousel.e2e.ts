import { expect, gotoDemo, openTab, setControl, stopClock, test, visualizer } from "@tests/fixtures"
import { CarouselModel } from "@tests/models/carousel.model"

test.describe("carousel", () => {
  test("six local 500x300 images, Prev / Next and indicators", async ({ page }) => {
    const carousel = new CarouselModel(page)
    await gotoDemo(page, "/carousel")
    const images = carousel.items.locator("img")
    await expect(images).toHaveCount(6)
    await expect(carousel.indicators).toHaveCount(6)
    await expect
      .poll(() =>
        images.evaluateAll((els) =>
          (els as HTMLImageElement[]).map(
            (img) => `${new URL(img.src).pathname} ${img.naturalWidth}x${img.naturalHeight}`,
          ),
        ),
      )
      .toEqual(
        ["mountains", "sea", "desert", "forest", "city", "aurora"].map((n) => `/images/carousel/${n}.webp 500x300`),
      )
    await carousel.expectPage(1)
    await expect(carousel.prev).toBeDisabled()

    await carousel.next.click()
    await carousel.expectPage(2)
    await carousel.next.press("Enter")
    await carousel.expectPage(3)
    await carousel.prev.click()
    await carousel.expectPage(2)
    await carousel.indicators.nth(5).click()
    await carousel.expectPage(6)
    await expect(carousel.next).toBeDisabled()
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"page": 5')
  })

  test("autoplay advances every 4000 ms and pauses on hover and focus", async ({ page }) => {
    const carousel = new CarouselModel(page)
    await page.clock.install()
    await gotoDemo(page, "/carousel")
    await stopClock(page, 60_000)
    await page.mouse.move(5, 790)
    await openTab(page, "Controls")
    await page.getByTestId("autoplay").check()
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(3900)
    await carousel.expectPage(1)
    await page.clock.runFor(200)
    await carousel.expectPage(2)

    // pointer over the carousel pauses it
    await carousel.root.hover()
    await expect(page.getByTestId("status")).toContainText("Autoplay paused")
    await page.clock.runFor(9000)
    await carousel.expectPage(2)
    await page.mouse.move(5, 790)
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(4100)
    await carousel.expectPage(3)

    // focus inside pauses it too
    await carousel.indicators.nth(2).focus()
    await expect(page.getByTestId("status")).toContainText("Autoplay paused")
    await page.clock.runFor(9000)
    await carousel.expectPage(3)
    await page.getByTestId("autoplay").focus()
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(4100)
    await carousel.expectPage(4)

    await page.getByTestId("autoplay").uncheck()
    await page.clock.runFor(9000)
    await carousel.expectPage(4)
  })

  test("loop, slides per page and orientation come from the controls", async ({ page }) => {
    const carousel = new CarouselModel(page)
    await gotoDemo(page, "/carousel")
    await openTab(page, "Controls")
    await page.getByTestId("loop").check()
    await expect(carousel.prev).toBeEnabled()
    await carousel.prev.click()
    await carousel.expectPage(6)
    await carousel.next.click()
    await carousel.expectPage(1)

    await page.getByTestId("slidesPerView").fill("2")
    await page.getByTestId("slidesPerView").press("Enter")
    await expect(carousel.indicators).toHaveCount(3)
    await carousel.expectPage(1, 3)
    await expect(carousel.items.and(page.locator("[data-inview]"))).toHaveCount(2)

    await page.getByTestId("orientation").selectOption("vertical")
    await expect(carousel.root).toHaveAttribute("data-orientation", "vertical")
    await carousel.next.click()
    await carousel.expectPage(2, 3)
    await expect(page).toHaveURL(/[?&]orientation=vertical/)
  })

  test("a link with the former key orientatation still sets the orientation, and the next change writes the new key", async ({
    page,
  }) => {
    const carousel = new CarouselModel(page)
    await gotoDemo(page, "/carousel?orientatation=vertical")
    await expect(carousel.root).toHaveAttribute("data-orientation", "vertical")
    await expect(page.getByTestId("orientation")).toHaveValue("vertical")
    await expect(page.getByText(/was ignored/)).toHaveCount(0)

    await setControl(page, "loop", true)
    await expect(page).toHaveURL(/[?&]orientation=vertical/)
    await expect(page).not.toHaveURL(/orientatation/)
  })
})
