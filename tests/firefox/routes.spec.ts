import axe from "axe-core"
import { firstInteractions } from "../../src/demos/interactions"
import { demos, overlayOpeners } from "../../src/demos/registry"
import type { Driver } from "../engine/driver"
import { runInteraction, settle } from "../engine/interact"
import { overlaySteps } from "../engine/overlay"
import { recordWidgetShifts } from "../engine/shifts"
import { answerRemote, expect, gotoDemo, test } from "./fixtures"
import { randomRun } from "./randomRun"

// Every route in Firefox: it loads, hydrates and shows its widget without moving it, its first interaction
// works, axe passes in light and dark (with the overlay open where there is one), and it survives the
// random-use suite's seeded actions (30 a route; SEED=n and FIREFOX_ACTIONS=n change them). The fixtures
// fail a test on any console error or warning, uncaught error, CSP violation or remote request.
const seed = Number(process.env.SEED ?? 1)
const actions = Number(process.env.FIREFOX_ACTIONS ?? 30)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

async function axeViolations(driver: Driver) {
  if (!(await driver.evaluate(() => "axe" in window))) await driver.evaluateSource(axe.source)
  const violations = await driver.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") }
    return (await axe.run(document, { resultTypes: ["violations"] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
    }))
  })
  return violations
}

/** Chooses the dark theme in the view settings bar, as a person would, and waits for it to apply. */
async function chooseDarkTheme(driver: Driver) {
  const button = '[role=toolbar][aria-label="View settings"] button[aria-label^="Theme: "]'
  await driver.waitFor(
    (selector) => document.querySelector(selector)?.getAttribute("data-part") === "trigger",
    button,
    "the theme menu is ready",
  )
  await driver.evaluate((selector) => (document.querySelector(selector) as HTMLButtonElement).click(), button)
  const dark = '[role=menuitemradio][data-value="dark"]'
  await driver.waitFor((selector) => document.querySelector(selector) !== null, dark, "the theme menu is open")
  await driver.evaluate((selector) => (document.querySelector(selector) as HTMLElement).click(), dark)
  await driver.waitFor(() => document.documentElement.dataset.theme === "dark", undefined, "the page is dark")
  await settle(driver)
}

for (const demo of demos) {
  const overlay = overlayOpeners[demo.slug]
  // one page load a route: its first interaction runs on the freshly hydrated page, then axe checks it
  test(`/${demo.slug} loads, hydrates, holds its widget still, works on its first interaction and passes axe in light and dark${overlay ? " with its overlay open" : ""}, and survives ${actions} random actions (SEED=${seed})`, async ({
    driver,
    firefoxPage,
    problems,
    baseURL,
  }) => {
    test.setTimeout(30_000 + actions * 400)
    const random = randomRun(firefoxPage, problems, { seed, index: demos.indexOf(demo) })
    random.listen()
    // the tour reads a public profile API (its failure path has its own tests): answer as the API does
    if (demo.slug === "tour")
      await answerRemote(firefoxPage, "https://api.github.com/", { login: "octocat", name: "The Octocat" })
    const steps = firstInteractions[demo.slug]
    expect(steps, `firefox: /${demo.slug} has no first interaction in src/demos/interactions.ts`).toBeDefined()
    await firefoxPage.evaluateOnNewDocument(recordWidgetShifts)
    await gotoDemo(driver, firefoxPage, baseURL as string, `/${demo.slug}`)
    await driver.waitFor(
      () => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone,
      undefined,
      "the shift recorder has seen the hydrated page",
    )
    expect(
      await driver.evaluate(() => (window as unknown as { widgetShifts: string[] }).widgetShifts),
      "firefox: widget moved while loading",
    ).toEqual([])
    expect(await firefoxPage.title()).toMatch(new RegExp(`^${escape(demo.label)} · `))
    expect(await driver.evaluate(() => document.querySelector("main h1")?.textContent)).toBe(demo.label)
    expect(
      await driver.evaluate(() => document.querySelector("main [data-scope][data-part]") !== null),
      "firefox: the widget's zag parts",
    ).toBe(true)

    await runInteraction(driver, steps)
    await settle(driver)

    // the overlay open for each theme's check; the first interaction may have left it open already (a
    // combobox's list, a dragged panel), and choosing the theme from the bar's menu may close it
    const opened = overlay && (overlay.opened ?? '[data-part="content"][data-state="open"]')
    const openOverlay = async () => {
      if (!opened || (await driver.evaluate((css) => document.querySelector(css)?.checkVisibility() ?? false, opened)))
        return
      await runInteraction(driver, overlaySteps(overlay))
      await settle(driver)
    }
    await openOverlay()
    const view = overlay ? ", overlay open" : ""
    expect(await axeViolations(driver), `firefox: axe, light${view}`).toEqual([])
    if (opened) {
      // a person closes a popup before turning to the view settings
      await driver.keyboard.press("Escape")
      await settle(driver)
    }
    await chooseDarkTheme(driver)
    await openOverlay()
    expect(await axeViolations(driver), `firefox: axe, dark${view}`).toEqual([])

    await random.run(driver, {
      actions,
      label: demo.label,
      replay: `firefox, seed ${seed} (replay: SEED=${seed} npx playwright test --project firefox tests/firefox/routes.spec.ts -g "/${demo.slug} ")`,
    })
  })
}
