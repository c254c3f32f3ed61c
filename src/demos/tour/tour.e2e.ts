import type { Page, Route } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer, listeningOutside } from "@tests/fixtures"
import { PROFILE_URL } from "./steps"
import { TourModel } from "@tests/models/tour.model"

/** Routes the profile call (registered after the fixture's block-all route, so it wins). */
async function routeProfile(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(PROFILE_URL, handler)
}

test.describe("tour", () => {
  test("runs all 7 steps; step-1's title is the fetched profile name; Finish ends it", async ({ page }) => {
    const tour = new TourModel(page)
    let calls = 0
    await routeProfile(page, (route) => {
      calls++
      return route.fulfill({ json: { login: "octocat", name: "The Octocat" } })
    })
    await tour.start()
    await expect(tour.content).toHaveAttribute("data-type", "dialog")
    await expect(tour.title).toHaveText("Centered tour (no target)")
    await expect(tour.content).toContainText("1 of 7")
    await expect(tour.action("Next")).toBeFocused()
    await expect(tour.spotlight).toBeHidden()

    await tour.action("Next").click()
    await expect(tour.content).toHaveAttribute("data-step", "step-1")
    await expect(tour.title).toHaveText("The Octocat")
    expect(calls).toBe(1)
    await expect(tour.content).toHaveAttribute("data-type", "tooltip")
    // spotlight: the target's box grown by 10 px on each side, radius 4
    const spotlight = tour.spotlight
    await expect(spotlight).toBeVisible()
    await expect(spotlight).toHaveCSS("border-radius", "4px")
    const target = await page.locator("#step-1").boundingBox()
    const spot = await spotlight.boundingBox()
    expect(target && spot && Math.round(spot.width - target.width)).toBe(20)
    expect(target && spot && Math.round(spot.x - target.x)).toBe(-10)
    // preventInteraction makes the target inert while highlighted
    await expect(page.locator("#step-1")).toHaveJSProperty("inert", true)

    await tour.action("Prev").click()
    await expect(tour.content).toHaveAttribute("data-step", "step-0")
    for (const step of ["step-1", "step-2", "step-2a", "step-3", "step-4", "step-5"]) {
      await tour.action("Next").click()
      await expect(tour.content).toHaveAttribute("data-step", step)
    }
    await expect(tour.title).toHaveText("You're all sorted! (no target)")
    await expect(tour.content).toContainText("7 of 7")
    await tour.action("Finish").click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()
    await expect(page.locator("#step-1")).toHaveJSProperty("inert", false)
  })

  test("a failed profile request falls back to the default title and the tour goes on", async ({ page }) => {
    const tour = new TourModel(page)
    await routeProfile(page, (route) => route.abort("aborted"))
    await tour.start()
    await tour.action("Next").click()
    await expect(tour.content).toHaveAttribute("data-step", "step-1")
    await expect(tour.title).toHaveText("Step 1. Welcome")
    await tour.action("Next").click()
    await expect(tour.content).toHaveAttribute("data-step", "step-2")
    await expect(tour.title).toHaveText("Step 2. Inside a scrollable container")
    // (the fixture fails the test on any console error or unhandled rejection)
  })

  test("leaving the step while the profile loads aborts the request", async ({ page }) => {
    const tour = new TourModel(page)
    let pending: Route | null = null
    await routeProfile(page, (route) => {
      pending = route // never answered: the request hangs until the page aborts it
    })
    const failed = page.waitForEvent("requestfailed", (request) => request.url() === PROFILE_URL)
    await tour.start()
    await tour.action("Next").click()
    await expect.poll(() => pending !== null).toBe(true)
    // still on step-0 while step-1 waits for its title; Escape dismisses the tour
    await expect(tour.content).toHaveAttribute("data-step", "step-0")
    await page.keyboard.press("Escape")
    await expect(tour.content).toHaveCount(0)
    expect((await failed).failure()?.errorText).toBe("net::ERR_ABORTED")
  })

  test("keyboard: arrows step through, Escape and outside clicks close per the controls", async ({ page }) => {
    const tour = new TourModel(page)
    await routeProfile(page, (route) => route.fulfill({ json: { name: "The Octocat" } }))
    await tour.start()
    await page.keyboard.press("ArrowRight")
    await expect(tour.content).toHaveAttribute("data-step", "step-1")
    await page.keyboard.press("ArrowRight")
    await expect(tour.content).toHaveAttribute("data-step", "step-2")
    await page.keyboard.press("ArrowLeft")
    await expect(tour.content).toHaveAttribute("data-step", "step-1")
    // focus stays inside the tour: Tab cycles through its buttons
    await page.keyboard.press("Tab")
    await expect(page.locator("body")).not.toBeFocused()
    await page.keyboard.press("Escape")
    await expect(tour.content).toHaveCount(0)

    // outside click closes by default
    await tour.startButton.click()
    await expect(tour.content).toBeVisible()
    await listeningOutside(page)
    await tour.clickOutside()
    await expect(tour.content).toHaveCount(0)
  })

  test("with the options off, Escape, outside clicks and arrows do nothing; the visualizer follows", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await routeProfile(page, (route) => route.fulfill({ json: { name: "The Octocat" } }))
    await tour.start("/tour?closeOnEsc=false&closeOnInteractOutside=false&keyboardNavigation=false")
    await page.keyboard.press("Escape")
    await page.keyboard.press("ArrowRight")
    await tour.clickOutside()
    await expect(tour.content).toHaveAttribute("data-step", "step-0")
    await tour.action("Next").click()
    await expect(tour.content).toHaveAttribute("data-step", "step-1")
    await tour.content.getByRole("button", { name: "Close tour" }).click()
    await expect(tour.content).toHaveCount(0)

    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.state).toBe("tourInactive")
    expect(json.context).not.toHaveProperty("steps")
    expect(json.props.closeOnEscape).toBe(false)
  })

  test("the iframe's content is styled from a stylesheet file, which the Content-Security-Policy allows", async ({
    page,
  }) => {
    await gotoDemo(page, "/tour")
    const body = page.frameLocator("iframe.tour-frame").locator("body")
    await expect(body).toHaveCSS("padding", "12px 16px")
    await expect(page.frameLocator("iframe.tour-frame").locator("style")).toHaveCount(0)
  })

  test("closing the tour gives focus back to Start Tour", async ({ page }) => {
    const tour = new TourModel(page)
    await tour.start()
    await expect(tour.action("Next")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()

    await tour.startButton.click()
    await tour.content.getByRole("button", { name: "Close tour" }).click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()
  })
})
