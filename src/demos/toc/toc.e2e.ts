import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, readVisualizer, setControl, test } from "@tests/fixtures"

const tocNav = (page: Page) => page.locator("main").getByRole("navigation", { name: "On this page" })
const link = (page: Page, name: string) => tocNav(page).getByRole("link", { name, exact: true })
const article = (page: Page) => page.getByRole("region", { name: "Caring for a sourdough starter" })
const activeLinks = (page: Page) => tocNav(page).locator("a[aria-current=location]")

/** Scrolls the article (as a wheel or scrollbar would) until the heading is at its top. */
const scrollArticleTo = (page: Page, headingId: string) =>
  article(page).evaluate((el, id) => {
    const heading = el.querySelector<HTMLElement>(`[id="${id}"]`)!
    el.scrollTop = heading.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop
  }, headingId)

test.describe("table of contents", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/toc")
  })

  test("a nav named On this page lists every heading at two depths; the first is active", async ({ page }) => {
    await expect(tocNav(page)).toBeVisible()
    await expect(tocNav(page).getByRole("heading", { name: "On this page" })).toBeVisible()
    await expect(tocNav(page).getByRole("link")).toHaveText([
      "Introduction",
      "Ingredients",
      "Flour",
      "Water",
      "Feeding",
      "Schedule",
      "Storing",
      "Troubleshooting",
    ])
    await expect(tocNav(page).locator("[data-part=item][data-depth='4']")).toHaveCount(3)
    await expect(article(page).getByRole("heading")).toHaveCount(8)
    await expect(activeLinks(page)).toHaveText(["Introduction"])
    await expect(link(page, "Introduction")).toHaveAttribute("data-active", "")
  })

  test("the active link follows the article while it scrolls", async ({ page }) => {
    await scrollArticleTo(page, "toc-feeding")
    await expect(activeLinks(page)).toHaveText(["Feeding"])
    await expect(link(page, "Introduction")).not.toHaveAttribute("data-active")
    await scrollArticleTo(page, "toc-water")
    await expect(activeLinks(page)).toHaveText(["Water"])
    // at the very end, the last heading is active even if it cannot reach the top
    await article(page).evaluate((el) => (el.scrollTop = el.scrollHeight))
    await expect(activeLinks(page)).toHaveText(["Troubleshooting"])
    await expect(page.locator("main [data-scope=toc][data-part=indicator]")).toBeVisible()
  })

  test("clicking a link scrolls its heading into view and marks it active", async ({ page }) => {
    await link(page, "Storing").click()
    await expect(article(page).getByRole("heading", { name: "Storing" })).toBeInViewport()
    await expect(activeLinks(page)).toHaveText(["Storing"])
    await expect(page).toHaveURL(/\/toc#toc-storing$/)
    // only the article scrolled, not the page
    expect(await page.evaluate(() => scrollY)).toBe(0)
  })

  test("works by keyboard: a link by Enter, the article by its keys", async ({ page }) => {
    await link(page, "Schedule").focus()
    await page.keyboard.press("Enter")
    await expect(article(page).getByRole("heading", { name: "Schedule" })).toBeInViewport()
    await expect(activeLinks(page)).toHaveText(["Schedule"])
    // the link's smooth scroll has ended (a key pressed during it is overtaken by the rest of the glide)
    await expect
      .poll(() =>
        article(page).evaluate(
          (el) =>
            new Promise((done) => {
              const top = el.scrollTop
              requestAnimationFrame(() => requestAnimationFrame(() => done(el.scrollTop === top)))
            }),
        ),
      )
      .toBe(true)
    await article(page).focus()
    await page.keyboard.press("Home")
    await expect(activeLinks(page)).toHaveText(["Introduction"])
    // Chromium animates key scrolls too: Introduction is active before the glide reaches the top,
    // and an End pressed before then is overtaken by the rest of it
    await expect.poll(() => article(page).evaluate((el) => el.scrollTop)).toBe(0)
    await page.keyboard.press("End")
    await expect(activeLinks(page)).toHaveText(["Troubleshooting"])
  })

  test("scrollBehavior auto jumps at once, smooth glides", async ({ page }) => {
    const clickAndRead = () =>
      page.evaluate(() => {
        document.querySelector<HTMLElement>("main [data-part=link][data-value=toc-troubleshooting]")!.click()
        return document.querySelector(".toc-article")!.scrollTop
      })
    expect(await clickAndRead()).toBe(0)
    await expect(activeLinks(page)).toHaveText(["Troubleshooting"])

    await gotoDemo(page, "/toc?scrollBehavior=auto")
    expect(await clickAndRead()).toBeGreaterThan(300)
  })

  test("multiple marks every heading in the band", async ({ page }) => {
    await scrollArticleTo(page, "toc-flour")
    await expect(activeLinks(page)).toHaveText(["Flour"])
    await setControl(page, "multiple", true)
    await expect(page).toHaveURL(/multiple=true/)
    await expect.poll(() => activeLinks(page).count()).toBeGreaterThan(1)
    await expect(activeLinks(page).first()).toHaveText("Flour")
  })

  test("a new root margin restarts the observer, keeps the control focused and shows in the visualizer", async ({
    page,
  }) => {
    await openTab(page, "Controls")
    await page.getByTestId("rootMargin").focus()
    await page.getByTestId("rootMargin").selectOption("0px")
    await expect(page).toHaveURL(/rootMargin=0px/)
    await expect(page.getByTestId("rootMargin")).toBeFocused()
    await expect(page.getByTestId("rootMargin")).toHaveValue("0px")
    // with the whole area as the band, the heading near the bottom of the article is found too
    await setControl(page, "multiple", true)
    await expect(link(page, "Flour")).toHaveAttribute("aria-current", "location")
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.props.rootMargin).toBe("0px")
    expect(json.context.activeIds).toContain("toc-flour")
  })
})
