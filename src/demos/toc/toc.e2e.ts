import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"
import { TocModel } from "@tests/models/toc.model"

test.describe("table of contents", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/toc")
  })

  test("a nav named On this page lists every heading at two depths; the first is active", async ({ page }) => {
    const toc = new TocModel(page)
    await expect(toc.nav).toBeVisible()
    await expect(toc.nav.getByRole("heading", { name: "On this page" })).toBeVisible()
    await expect(toc.nav.getByRole("link")).toHaveText([
      "Introduction",
      "Getting Started",
      "Installation",
      "Configuration",
      "Usage",
      "Basic Example",
      "Advanced Patterns",
      "API Reference",
      "Troubleshooting",
    ])
    await expect(toc.itemsOfDepth(4)).toHaveCount(4)
    await expect(toc.article.getByRole("heading")).toHaveCount(9)
    await expect(toc.activeLinks).toHaveText(["Introduction"])
    await expect(toc.link("Introduction")).toHaveAttribute("data-active", "")
  })

  test("the active link follows the article while it scrolls", async ({ page }) => {
    const toc = new TocModel(page)
    await toc.scrollArticleTo("usage")
    await expect(toc.activeLinks).toHaveText(["Usage"])
    await expect(toc.link("Introduction")).not.toHaveAttribute("data-active")
    await toc.scrollArticleTo("configuration")
    await expect(toc.activeLinks).toHaveText(["Configuration"])
    // at the very end, the last heading is active even if it cannot reach the top
    await toc.article.evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(toc.activeLinks).toHaveText(["Troubleshooting"])
    await expect(toc.indicator).toBeVisible()
  })

  test("clicking a link scrolls its heading into view and marks it active", async ({ page }) => {
    const toc = new TocModel(page)
    await toc.link("Advanced Patterns").click()
    await expect(toc.article.getByRole("heading", { name: "Advanced Patterns" })).toBeInViewport()
    await expect(toc.activeLinks).toHaveText(["Advanced Patterns"])
    await expect(page).toHaveURL(/\/toc#advanced-patterns$/)
    // only the article scrolled, not the page
    expect(await page.evaluate(() => scrollY)).toBe(0)
  })

  test("works by keyboard: a link by Enter, the article by its keys", async ({ page }) => {
    const toc = new TocModel(page)
    await toc.link("API Reference").focus()
    await page.keyboard.press("Enter")
    await expect(toc.article.getByRole("heading", { name: "API Reference" })).toBeInViewport()
    await expect(toc.activeLinks).toHaveText(["API Reference"])
    // the link's smooth scroll has ended (a key pressed during it is overtaken by the rest of the glide)
    await expect
      .poll(() =>
        toc.article.evaluate(
          (el) =>
            new Promise((done) => {
              const top = el.scrollTop
              requestAnimationFrame(() => requestAnimationFrame(() => done(el.scrollTop === top)))
            }),
        ),
      )
      .toBe(true)
    await toc.article.focus()
    await page.keyboard.press("Home")
    await expect(toc.activeLinks).toHaveText(["Introduction"])
    // Chromium animates key scrolls too: Introduction is active before the glide reaches the top,
    // and an End pressed before then is overtaken by the rest of it
    await expect.poll(() => toc.article.evaluate((el) => el.scrollTop)).toBe(0)
    await page.keyboard.press("End")
    await expect(toc.activeLinks).toHaveText(["Troubleshooting"])
  })

  test("scrollBehavior auto jumps at once, smooth glides", async ({ page }) => {
    const toc = new TocModel(page)
    // the click and the read in one task, before any smooth scroll has moved
    const clickAndRead = () =>
      toc.part("link", "[data-value=troubleshooting]").evaluate((link) => {
        ;(link as HTMLElement).click()
        return document.querySelector(".toc-article")!.scrollTop
      })
    expect(await clickAndRead()).toBe(0)
    await expect(toc.activeLinks).toHaveText(["Troubleshooting"])

    await gotoDemo(page, "/toc?scrollBehavior=auto")
    expect(await clickAndRead()).toBeGreaterThan(300)
  })

  test("multiple marks every heading in the band", async ({ page }) => {
    const toc = new TocModel(page)
    await toc.scrollArticleTo("getting-started")
    await expect(toc.activeLinks).toHaveText(["Getting Started"])
    await setControl(page, "multiple", true)
    await expect(page).toHaveURL(/multiple=true/)
    await expect.poll(() => toc.activeLinks.count()).toBeGreaterThan(1)
    await expect(toc.activeLinks.first()).toHaveText("Getting Started")
  })

  test("a new root margin restarts the observer, keeps the control focused and shows in the visualizer", async ({
    page,
  }) => {
    const toc = new TocModel(page)
    await openTab(page, "Controls")
    await page.getByTestId("rootMargin").focus()
    await page.getByTestId("rootMargin").selectOption("0px")
    await expect(page).toHaveURL(/rootMargin=0px/)
    await expect(page.getByTestId("rootMargin")).toBeFocused()
    await expect(page.getByTestId("rootMargin")).toHaveValue("0px")
    // with the whole area as the band, the heading near the bottom of the article is found too
    await setControl(page, "multiple", true)
    await expect(toc.link("Installation")).toHaveAttribute("aria-current", "location")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.props.rootMargin).toBe("0px")
    expect(json.context.activeIds).toContain("installation")
  })
})
