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
})
