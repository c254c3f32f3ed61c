import type { Page, Route } from "@playwright/test"
import { expect, gotoDemo, openTab, test, readVisualizer, listeningOutside } from "@tests/fixtures"
import { PROFILE_URL } from "./steps"

const content = (page: Page) => page.locator('[data-scope="tour"][data-part="content"]')
const title = (page: Page) => content(page).locator('[data-part="title"]')
const action = (page: Page, name: string) => content(page).getByRole("button", { name, exact: true })

/** Routes the profile call (registered after the fixture's block-all route, so it wins). */
async function routeProfile(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(PROFILE_URL, handler)
}

async function start(page: Page, path = "/tour") {
  await gotoDemo(page, path)
  await page.getByRole("button", { name: "Start Tour" }).click()
  await expect(content(page)).toHaveAttribute("data-step", "step-0")
}

test.describe("tour", () => {
  test("runs all 7 steps; step-1's title is the fetched profile name; Finish ends it", async ({ page }) => {
    let calls = 0
    await routeProfile(page, (route) => {
      calls++
      return route.fulfill({ json: { login: "octocat", name: "The Octocat" } })
    })
    await start(page)
    await expect(content(page)).toHaveAttribute("data-type", "dialog")
    await expect(title(page)).toHaveText("Centered tour (no target)")
    await expect(content(page)).toContainText("1 of 7")
    await expect(action(page, "Next")).toBeFocused()
    await expect(page.locator('[data-scope="tour"][data-part="spotlight"]')).toBeHidden()

    await action(page, "Next").click()
    await expect(content(page)).toHaveAttribute("data-step", "step-1")
    await expect(title(page)).toHaveText("The Octocat")
    expect(calls).toBe(1)
    await expect(content(page)).toHaveAttribute("data-type", "tooltip")
    // spotlight: the target's box grown by 10 px on each side, radius 4
    const spotlight = page.locator('[data-scope="tour"][data-part="spotlight"]')
    await expect(spotlight).toBeVisible()
    await expect(spotlight).toHaveCSS("border-radius", "4px")
    const target = await page.locator("#step-1").boundingBox()
    const spot = await spotlight.boundingBox()
    expect(target && spot && Math.round(spot.width - target.width)).toBe(20)
    expect(target && spot && Math.round(spot.x - target.x)).toBe(-10)
    // preventInteraction makes the target inert while highlighted
    await expect(page.locator("#step-1")).toHaveJSProperty("inert", true)

    await action(page, "Prev").click()
    await expect(content(page)).toHaveAttribute("data-step", "step-0")
    for (const step of ["step-1", "step-2", "step-2a", "step-3", "step-4", "step-5"]) {
      await action(page, "Next").click()
      await expect(content(page)).toHaveAttribute("data-step", step)
    }
    await expect(title(page)).toHaveText("You're all sorted! (no target)")
    await expect(content(page)).toContainText("7 of 7")
    await action(page, "Finish").click()
    await expect(content(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Start Tour" })).toBeFocused()
    await expect(page.locator("#step-1")).toHaveJSProperty("inert", false)
  })

  test("a failed profile request falls back to the default title and the tour goes on", async ({ page }) => {
    await routeProfile(page, (route) => route.abort("aborted"))
    await start(page)
    await action(page, "Next").click()
    await expect(content(page)).toHaveAttribute("data-step", "step-1")
    await expect(title(page)).toHaveText("Step 1. Welcome")
    await action(page, "Next").click()
    await expect(content(page)).toHaveAttribute("data-step", "step-2")
    await expect(title(page)).toHaveText("Step 2. Inside a scrollable container")
    // (the fixture fails the test on any console error or unhandled rejection)
  })

  test("leaving the step while the profile loads aborts the request", async ({ page }) => {
    let pending: Route | null = null
    await routeProfile(page, (route) => {
      pending = route // never answered: the request hangs until the page aborts it
    })
    const failed = page.waitForEvent("requestfailed", (request) => request.url() === PROFILE_URL)
    await start(page)
    await action(page, "Next").click()
    await expect.poll(() => pending !== null).toBe(true)
    // still on step-0 while step-1 waits for its title; Escape dismisses the tour
    await expect(content(page)).toHaveAttribute("data-step", "step-0")
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveCount(0)
    expect((await failed).failure()?.errorText).toBe("net::ERR_ABORTED")
  })

  test("keyboard: arrows step through, Escape and outside clicks close per the controls", async ({ page }) => {
    await routeProfile(page, (route) => route.fulfill({ json: { name: "The Octocat" } }))
    await start(page)
    await page.keyboard.press("ArrowRight")
    await expect(content(page)).toHaveAttribute("data-step", "step-1")
    await page.keyboard.press("ArrowRight")
    await expect(content(page)).toHaveAttribute("data-step", "step-2")
    await page.keyboard.press("ArrowLeft")
    await expect(content(page)).toHaveAttribute("data-step", "step-1")
    // focus stays inside the tour: Tab cycles through its buttons
    await page.keyboard.press("Tab")
    await expect(page.locator("body")).not.toBeFocused()
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveCount(0)

    // outside click closes by default
    await page.getByRole("button", { name: "Start Tour" }).click()
    await expect(content(page)).toBeVisible()
    await listeningOutside(page)
    await page.mouse.click(1200, 700)
    await expect(content(page)).toHaveCount(0)
  })

  test("with the options off, Escape, outside clicks and arrows do nothing; the visualizer follows", async ({
    page,
  }) => {
    await routeProfile(page, (route) => route.fulfill({ json: { name: "The Octocat" } }))
    await start(page, "/tour?closeOnEsc=false&closeOnInteractOutside=false&keyboardNavigation=false")
    await page.keyboard.press("Escape")
    await page.keyboard.press("ArrowRight")
    await page.mouse.click(1200, 700)
    await expect(content(page)).toHaveAttribute("data-step", "step-0")
    await action(page, "Next").click()
    await expect(content(page)).toHaveAttribute("data-step", "step-1")
    await content(page).getByRole("button", { name: "Close tour" }).click()
    await expect(content(page)).toHaveCount(0)

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
    await start(page)
    await expect(action(page, "Next")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(content(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Start Tour" })).toBeFocused()

    await page.getByRole("button", { name: "Start Tour" }).click()
    await content(page).getByRole("button", { name: "Close tour" }).click()
    await expect(content(page)).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Start Tour" })).toBeFocused()
  })
})
