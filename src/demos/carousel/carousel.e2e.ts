import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, setControl, stopClock, test, visualizer } from "@tests/fixtures"

const root = (page: Page) => page.locator('main [data-scope="carousel"][data-part="root"]')
const indicators = (page: Page) => page.locator('main [data-part="indicator"]')
const prev = (page: Page) => page.locator('main [data-part="prev-trigger"]')
const next = (page: Page) => page.locator('main [data-part="next-trigger"]')
const expectPage = async (page: Page, n: number, total = 6) => {
  await expect(indicators(page).nth(n - 1)).toHaveAttribute("data-current", "")
  await expect(page.getByTestId("status")).toContainText(`page ${n} of ${total}`)
}

test.describe("carousel", () => {
  test("six local 500x300 images, Prev / Next and indicators", async ({ page }) => {
    await gotoDemo(page, "/carousel")
    const images = page.locator('main [data-part="item"] img')
    await expect(images).toHaveCount(6)
    await expect(indicators(page)).toHaveCount(6)
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
    await expectPage(page, 1)
    await expect(prev(page)).toBeDisabled()

    await next(page).click()
    await expectPage(page, 2)
    await next(page).press("Enter")
    await expectPage(page, 3)
    await prev(page).click()
    await expectPage(page, 2)
    await indicators(page).nth(5).click()
    await expectPage(page, 6)
    await expect(next(page)).toBeDisabled()
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"page": 5')
  })

  test("autoplay advances every 4000 ms and pauses on hover and focus", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/carousel")
    await stopClock(page, 60_000)
    await page.mouse.move(5, 790)
    await openTab(page, "Controls")
    await page.getByTestId("autoplay").check()
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(3900)
    await expectPage(page, 1)
    await page.clock.runFor(200)
    await expectPage(page, 2)

    // pointer over the carousel pauses it
    await root(page).hover()
    await expect(page.getByTestId("status")).toContainText("Autoplay paused")
    await page.clock.runFor(9000)
    await expectPage(page, 2)
    await page.mouse.move(5, 790)
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(4100)
    await expectPage(page, 3)

    // focus inside pauses it too
    await indicators(page).nth(2).focus()
    await expect(page.getByTestId("status")).toContainText("Autoplay paused")
    await page.clock.runFor(9000)
    await expectPage(page, 3)
    await page.getByTestId("autoplay").focus()
    await expect(page.getByTestId("status")).toContainText("Autoplay on")
    await page.clock.runFor(4100)
    await expectPage(page, 4)

    await page.getByTestId("autoplay").uncheck()
    await page.clock.runFor(9000)
    await expectPage(page, 4)
  })

  test("loop, slides per page and orientation come from the controls", async ({ page }) => {
    await gotoDemo(page, "/carousel")
    await openTab(page, "Controls")
    await page.getByTestId("loop").check()
    await expect(prev(page)).toBeEnabled()
    await prev(page).click()
    await expectPage(page, 6)
    await next(page).click()
    await expectPage(page, 1)

    await page.getByTestId("slidesPerView").fill("2")
    await page.getByTestId("slidesPerView").press("Enter")
    await expect(indicators(page)).toHaveCount(3)
    await expectPage(page, 1, 3)
    await expect(page.locator('main [data-part="item"][data-inview]')).toHaveCount(2)

    await page.getByTestId("orientation").selectOption("vertical")
    await expect(root(page)).toHaveAttribute("data-orientation", "vertical")
    await next(page).click()
    await expectPage(page, 2, 3)
    await expect(page).toHaveURL(/[?&]orientation=vertical/)
  })

  test("a link with the former key orientatation still sets the orientation, and the next change writes the new key", async ({
    page,
  }) => {
    await gotoDemo(page, "/carousel?orientatation=vertical")
    await expect(root(page)).toHaveAttribute("data-orientation", "vertical")
    await expect(page.getByTestId("orientation")).toHaveValue("vertical")
    await expect(page.getByText(/was ignored/)).toHaveCount(0)

    await setControl(page, "loop", true)
    await expect(page).toHaveURL(/[?&]orientation=vertical/)
    await expect(page).not.toHaveURL(/orientatation/)
  })
})
