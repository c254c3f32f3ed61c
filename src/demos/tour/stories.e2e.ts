import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"
import { TourModel } from "@tests/models/tour.model"

/** Where the page keeps the title the closing card showed (see `watchClosingTitle`). */
type ClosingWatch = { tourClosingTitle?: Promise<string | null> }

/**
 * Starts watching, from the document, for the end of the tour card's closing animation (the way the card's
 * presence hears it end), and returns a function that resolves with the title the card showed while it
 * faded out. Awaited before the closing action: a listener still on its way to the page misses a fast exit.
 */
async function watchClosingTitle(page: Page): Promise<() => Promise<string | null>> {
  await page.evaluate(() => {
    ;(window as ClosingWatch).tourClosingTitle = new Promise<string | null>((resolve) => {
      const onEnd = (event: AnimationEvent) => {
        const card = event.target as HTMLElement
        if (!card.matches("[data-scope='tour'][data-part='content'][data-state='closed']")) return
        document.removeEventListener("animationend", onEnd, true)
        resolve(card.querySelector("[data-part='title']")?.textContent ?? null)
      }
      document.addEventListener("animationend", onEnd, true)
    })
  })
  return () => page.evaluate(() => (window as ClosingWatch).tourClosingTitle ?? null)
}

test.describe("tour stories", () => {
  test("with-presence: the layers mount lazily, fade out with their step, unmount; the step is never cleared during the exit", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await gotoDemo(page, "/tour/with-presence")
    const debug = page.getByTestId("tour-debug")
    const marker = page.getByTestId("step-cleared-during-exit")
    const layers = page.locator(
      "[data-scope='tour']:is([data-part='backdrop'], [data-part='spotlight'], [data-part='content'])",
    )
    // a person closes the card once it has appeared, its fade-in over: zag's presence 1.47.0 reads the card's
    // animation a frame after it mounts, and a close before that frame unmounts it with no fade-out (tried:
    // a close in the opening click's task; under CI's load a test's Escape once came that early)
    const cardAtRest = () => expect.poll(() => tour.content.evaluate((card) => card.getAnimations().length)).toBe(0)
    // nothing of the tour is mounted before it starts
    await expect(debug).toHaveText("open: false · step: none · title: none")
    await expect(layers).toHaveCount(0)

    await tour.startButton.click()
    await expect(tour.title).toHaveText("Welcome")
    await expect(tour.content).toHaveAttribute("data-type", "dialog")
    await expect(debug).toHaveText("open: true · step: welcome · title: Welcome")
    await expect(tour.portalled("backdrop")).toBeVisible()
    await expect(tour.spotlight).toHaveCount(0)
    await expect(tour.action("Next")).toBeFocused()

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Search")
    await expect(debug).toHaveText("open: true · step: search · title: Search")
    await expect(tour.spotlight).toBeVisible()
    // preventInteraction (on by default here) makes the highlighted target inert
    const search = page.locator("main").getByRole("searchbox", { name: "Search", exact: true, includeHidden: true })
    await expect(search).toHaveJSProperty("inert", true)

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Profile")
    await expect(debug).toHaveText("open: true · step: profile · title: Profile")
    await expect(tour.content).toContainText("3 of 3")

    // Finish: the card fades out still showing its step, then every layer unmounts
    await cardAtRest()
    const closingTitle = await watchClosingTitle(page)
    await tour.action("Finish").click()
    expect(await closingTitle()).toBe("Profile")
    await expect(layers).toHaveCount(0)
    await expect(debug).toHaveText("open: false · step: profile · title: Profile")
    await expect(marker).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()

    // again, by keyboard, closed with Escape on the second step
    await page.keyboard.press("Enter")
    await expect(debug).toHaveText("open: true · step: welcome · title: Welcome")
    // the card takes arrow keys once its focus trap has moved the focus in, a frame after it shows
    await expect(tour.action("Next")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(tour.title).toHaveText("Search")
    await cardAtRest()
    const escapedTitle = await watchClosingTitle(page)
    await page.keyboard.press("Escape")
    expect(await escapedTitle()).toBe("Search")
    await expect(layers).toHaveCount(0)
    await expect(debug).toHaveText("open: false · step: search · title: Search")
    await expect(marker).toHaveCount(0)

    // and with the card's ✕
    await tour.startButton.click()
    await expect(tour.title).toHaveText("Welcome")
    await cardAtRest()
    const closedTitle = await watchClosingTitle(page)
    await tour.content.getByRole("button", { name: "close tour" }).click()
    expect(await closedTitle()).toBe("Welcome")
    await expect(layers).toHaveCount(0)
    await expect(marker).toHaveCount(0)
    await expect(search).toHaveJSProperty("inert", false)
  })

  test("wait-for-input-event: the second step waits until the input holds “test”, then the tour goes on by itself", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await gotoDemo(page, "/tour/wait-for-input-event")
    const input = page.getByRole("textbox", { name: "Your input", includeHidden: true })
    await tour.startButton.click()
    await expect(tour.title).toHaveText("Welcome")
    await tour.action("Let's go!").click()
    await expect(tour.title).toHaveText("Type something")
    await expect(tour.content).toHaveAttribute("data-step", "type-something")
    // no way forward but typing: only Prev
    await expect(tour.content.getByRole("button", { name: "Next", exact: true })).toHaveCount(0)

    await input.click()
    await page.keyboard.type("tes")
    await expect(page.getByTestId("result")).toHaveText("Result: tes")
    await expect(tour.content).toHaveAttribute("data-step", "type-something")
    await page.keyboard.type("t")
    await expect(tour.content).toHaveAttribute("data-step", "result")
    await expect(tour.title).toHaveText("Result")
    await expect(page.getByTestId("result")).toHaveText("Result: test")

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("All done!")
    await tour.action("Finish").click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()
  })

  test("wait-for-input-event: after 10 seconds without “test” the step stops waiting and offers Next", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tour/wait-for-input-event")
    await tour.startButton.click()
    await tour.action("Let's go!").click()
    await expect(tour.title).toHaveText("Type something")
    await page.getByRole("textbox", { name: "Your input", includeHidden: true }).fill("other")
    await page.clock.runFor(9_000)
    await expect(tour.content.getByRole("button", { name: "Next", exact: true })).toHaveCount(0)
    await page.clock.runFor(1_000)
    await expect(tour.content).toContainText("No “test” within 10 seconds. Press Next to go on anyway.")
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Result")
    await expect(page.getByTestId("result")).toHaveText("Result: other")
  })

  test("step-types: a dialog, a tooltip, a wait step that steps aside until Continue, a tooltip again, a dialog and a floating step", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await gotoDemo(page, "/tour/step-types")
    const feature = page.locator("main").getByRole("button", { name: "Feature Button" })
    const proceed = page.locator("main").getByRole("button", { name: "Continue" })
    const backdrop = tour.portalled("backdrop")
    // Continue is only of use while the tour waits
    await expect(proceed).toBeDisabled()

    await tour.startButton.click()
    await expect(tour.title).toHaveText("Dialog Step")
    await expect(tour.content).toHaveAttribute("data-type", "dialog")
    await expect(tour.content).toContainText("1 of 5")
    await expect(backdrop).toBeVisible()
    await expect(tour.spotlight).toBeHidden()

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Tooltip Step")
    await expect(tour.content).toHaveAttribute("data-type", "tooltip")
    await expect(tour.portalled("arrow-tip")).toBeVisible()
    await expect(tour.spotlight).toBeVisible()
    await expect(feature).toHaveAttribute("data-tour-highlighted", "")

    // the wait step: nothing of the tour shows, and Continue (focused) is the way on
    await tour.action("Next").click()
    await expect(tour.content).toHaveCount(0)
    await expect(backdrop).toHaveCount(0)
    await expect(proceed).toBeEnabled()
    await expect(proceed).toBeFocused()
    await expect(page.getByRole("status")).toHaveText("The tour waits: click Continue to go on.")
    await page.keyboard.press("Enter")
    await expect(tour.title).toHaveText("Back to Tooltip")
    await expect(tour.content).toHaveAttribute("data-type", "tooltip")
    // the wait step does not count: the fourth step of six is the third of five
    await expect(tour.content).toContainText("3 of 5")
    await expect(proceed).toBeDisabled()

    // Prev goes back to the wait step, which waits again
    await tour.action("Prev").click()
    await expect(tour.content).toHaveCount(0)
    await expect(proceed).toBeFocused()
    await proceed.click()
    await expect(tour.title).toHaveText("Back to Tooltip")

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Dialog After Tooltip")
    await expect(tour.content).toHaveAttribute("data-type", "dialog")
    await expect(tour.spotlight).toBeHidden()

    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Floating Step")
    await expect(tour.content).toHaveAttribute("data-type", "floating")
    await expect(backdrop).toHaveCount(0)
    await expect(tour.portalled("arrow")).toHaveCount(0)
    // in the viewport's bottom-end corner
    const box = await tour.content.boundingBox()
    const viewport = page.viewportSize()
    if (!box || !viewport) throw new Error("no card or viewport")
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40)
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40)

    await tour.action("Finish").click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()
  })

  test("wait-step: Step 1 waits until the song plays, Step 2 until it is liked, then You're All Set!", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await gotoDemo(page, "/tour/wait-step")
    const player = page.getByRole("region", { name: "Luna Music Player" })
    const play = player.getByRole("button", { name: "Play", exact: true })
    const like = player.getByRole("button", { name: "Like", exact: true })

    await openTab(page, "Visualizer")
    await tour.startButton.click()
    await expect(tour.title).toHaveText("Welcome to Luna Music")
    await tour.action("Start").click()

    await expect(tour.title).toHaveText("Step 1: Play the Song")
    // zag scrolls to the target for 100 ms, then builds the step's focus trap anew and focuses the card again:
    // a Tab in those 100 ms is undone (under CI's load one was). The Visualizer says when the step is active.
    await expect(visualizer(page)).toHaveText(/"state": "running\.active"[^]*"stepId": "play"/)
    await expect(page.locator("[data-tour-highlighted]")).toContainText("Play")
    // no way forward but playing: only Prev
    await expect(tour.content.getByRole("button", { name: "Next", exact: true })).toHaveCount(0)
    // the highlighted button is inside the focus trap: Tab reaches it from the card, Enter presses it
    await expect(tour.content).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(play).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(player.getByRole("button", { name: "Pause", exact: true })).toBeVisible()

    await expect(tour.title).toHaveText("Step 2: Like the Song")
    await expect(page.locator("[data-tour-highlighted]")).toContainText("Like")
    await expect(like).toHaveAttribute("aria-pressed", "false")
    await like.click()
    await expect(like).toHaveAttribute("aria-pressed", "true")

    await expect(tour.title).toHaveText("You're All Set!")
    await tour.action("Finish").click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()

    // again: back from Step 2, Step 1 waits for the song to start anew (pausing it does not count)
    await tour.startButton.click()
    await tour.action("Start").click()
    await expect(tour.title).toHaveText("Step 1: Play the Song")
    await player.getByRole("button", { name: "Pause", exact: true }).click()
    await expect(play).toBeVisible()
    await expect(tour.title).toHaveText("Step 1: Play the Song")
    await play.click()
    await expect(tour.title).toHaveText("Step 2: Like the Song")
    await tour.action("Prev").click()
    await expect(tour.title).toHaveText("Step 1: Play the Song")
  })

  test("conditional: the choice at Choose Your Path sends the tour down the beginner or the advanced path, then to Done", async ({
    page,
  }) => {
    const tour = new TourModel(page)
    await gotoDemo(page, "/tour/conditional")
    const highlighted = page.locator("[data-tour-highlighted]")
    const section = (name: string) => page.getByRole("region", { name })

    // "I'm new": Getting Started's two cards, then Done
    await tour.startButton.click()
    await expect(tour.title).toHaveText("Welcome!")
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Choose Your Path")
    await expect(tour.content).toContainText("2 of 5")
    await tour.action("I'm new").click()
    await expect(tour.title).toHaveText("Create a project")
    await expect(highlighted).toHaveCount(1)
    await expect(section("Getting Started").locator("[data-tour-highlighted]")).toHaveCount(1)
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Invite your team")
    await expect(section("Getting Started").locator("[data-tour-highlighted]")).toContainText("Invite your team")
    await expect(tour.content).toContainText("4 of 5")
    // Next leaves the path for Done, not for the advanced cards that follow in the list
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Done")
    await expect(tour.content).toContainText("5 of 5")
    // Prev goes back along the path taken
    await tour.action("Prev").click()
    await expect(tour.title).toHaveText("Invite your team")
    await tour.action("Next").click()
    await tour.action("Finish").click()
    await expect(tour.content).toHaveCount(0)
    await expect(tour.startButton).toBeFocused()

    // "I know the basics", by keyboard: Power Features' two cards, then Done
    await page.keyboard.press("Enter")
    await expect(tour.title).toHaveText("Welcome!")
    await expect(tour.action("Next")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(tour.title).toHaveText("Choose Your Path")
    // the pressed Next is gone with its step: the card keeps the focus, Tab goes on to the choices
    await expect(tour.content).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(tour.action("I'm new")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(tour.action("I know the basics")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(tour.title).toHaveText("Keyboard shortcuts")
    await expect(section("Power Features").locator("[data-tour-highlighted]")).toContainText("Keyboard shortcuts")
    await expect(tour.content).toContainText("3 of 5")
    // Prev from a path's first card goes back to the choice
    await tour.action("Prev").click()
    await expect(tour.title).toHaveText("Choose Your Path")
    await tour.action("I know the basics").click()
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Automations")
    await tour.action("Next").click()
    await expect(tour.title).toHaveText("Done")
    await tour.action("Prev").click()
    await expect(tour.title).toHaveText("Automations")
    await page.keyboard.press("Escape")
    await expect(tour.content).toHaveCount(0)
  })
})
