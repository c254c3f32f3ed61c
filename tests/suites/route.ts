import { writeFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { firstInteractions } from "../../src/demos/interactions"
import { type DemoEntry, demos, overlayOpeners } from "../../src/demos/registry"
import type { Driver } from "../engine/driver"
import { runInteraction, settle } from "../engine/interact"
import { overlaySteps } from "../engine/overlay"
import { ANATOMY_SEEN_FILE, anatomySeen, recordAnatomySeen } from "../engine/anatomySeen"
import { recordDemoAreaShifts, recordWidgetShifts } from "../engine/shifts"
import { randomAction, randomFile } from "../random/actions"
import { createRandom } from "../random/rng"
import { axeViolations } from "../support/axe"

/** The seeded random actions of a route check; `SEED=n ACTIONS=n` replay one (`SEEDS=n` runs more). */
export const randomUse = {
  seed: Number(process.env.SEED ?? 1),
  seeds: Number(process.env.SEEDS ?? 1),
  actions: Number(process.env.ACTIONS ?? 30),
}

/**
 * The routes one test checks, one after another in one page (a full load each): a component's stories, at
 * most `size` of them. A page per route cost more than a route's own load (a browser context and its page:
 * about 0.3 s in Chromium, 0.5 s in Firefox, idle).
 */
export function routeGroups(routes: DemoEntry[], size = 6): DemoEntry[][] {
  const groups: DemoEntry[][] = []
  for (const demo of routes) {
    const last = groups.at(-1)
    if (last && last[0].component === demo.component && last.length < size) last.push(demo)
    else groups.push([demo])
  }
  return groups
}

/** The check's test title: `-g "/<slug> "` picks a route's group, and it names the seed that replays it. */
export const routeTitle = (group: DemoEntry[], seed: number) =>
  `${group.map((demo) => `/${demo.slug} `).join("")}— each loads, holds still, works, passes axe${group.some((demo) => overlayOpeners[demo.slug]) ? " (overlays open too)" : ""}, and survives ${randomUse.actions} random actions (SEED=${seed})`

/** The time a group's check may take: the actions are most of it on a busy machine. */
export const routeTimeout = (actions: number, routes = 1) => routes * (90_000 + actions * 400)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Chooses a view setting's option from the settings bar with the mouse, as a person would. */
async function chooseViewSetting(driver: Driver, setting: "Theme" | "Direction", value: string) {
  const trigger = `[role=toolbar][aria-label="View settings"] button[aria-label^="${setting}: "]`
  // the live menu replaces the bar's placeholder button once its code has loaded
  await driver.waitFor(
    (css) => document.querySelector(css)?.getAttribute("data-part") === "trigger",
    trigger,
    `the ${setting} menu is ready`,
  )
  const option = `[role=menu][aria-label="${setting}"] [role=menuitemradio][data-value="${value}"]`
  await runInteraction(driver, [{ click: trigger }])
  // the menu opens before zag has placed it: a person clicks the option where it ends up
  await driver.waitFor(
    (css) => {
      const box = document.querySelector(css)?.getBoundingClientRect()
      return (
        Boolean(box?.width) && box!.top >= 0 && box!.left >= 0 && box!.bottom <= innerHeight && box!.right <= innerWidth
      )
    },
    option,
    `the ${setting} menu is in view`,
  )
  await runInteraction(driver, [{ click: option }])
}

async function expectNoViolations(driver: Driver, view: string) {
  expect(await axeViolations(driver), `${driver.engine}: axe, ${view}`).toEqual([])
}

/** Opens the toolbar tab, clicking it as a person would. */
const openTab = (driver: Driver, tab: string) =>
  runInteraction(driver, [
    { click: { css: ".toolbar nav [role=tab]", name: tab } },
    { expect: { css: ".toolbar nav [role=tab]", name: tab }, attribute: "aria-selected", toBe: "true" },
  ])

/** The Accessibility tab's own verdict on the demo area (axe in the app): its status, once it has checked. */
async function accessibilityTabVerdict(driver: Driver) {
  await openTab(driver, "Accessibility")
  const status = ".toolbar [role=tabpanel]:not([hidden]) .a11y-status"
  await driver.waitFor(
    (css) => !["", "Checking…"].includes(document.querySelector(css)?.textContent ?? ""),
    status,
    "the Accessibility tab has checked the demo",
    15_000,
  )
  return driver.evaluate((css) => {
    const violations = document.querySelectorAll(".toolbar [role=tabpanel]:not([hidden]) .a11y-violations > li")
    return { status: document.querySelector(css)?.textContent, violations: [...violations].map((li) => li.textContent) }
  }, status)
}

/**
 * Opens the Docs tab and waits until it documents each of the page's machines: a heading per machine, and
 * its Props and API sections with entries (the reference is a lazy chunk per machine package).
 */
async function docsTabDocuments(driver: Driver) {
  await openTab(driver, "Docs")
  await driver.waitFor(
    () => {
      const machines = [...document.querySelectorAll(".toolbar [role=tabpanel]:not([hidden]) .docs-machine")]
      const entries = (machine: Element, title: string) =>
        [...machine.querySelectorAll(".docs-section")]
          .find((section) => section.querySelector("h3")?.textContent === title)
          ?.querySelectorAll(".docs-list > li").length ?? 0
      return machines.length > 0 && machines.every((m) => entries(m, "Props") > 0 && entries(m, "API") > 0)
    },
    undefined,
    "the Docs tab documents each of the page's machines (its props and its API)",
    15_000,
  )
}

/** Records (in the page, before its scripts) whether the page was live when its load event fired. */
function recordLiveAtLoad() {
  addEventListener("load", () => {
    ;(window as unknown as { liveAtLoad: boolean }).liveAtLoad = document.documentElement.hasAttribute("data-hydrated")
  })
}

/**
 * What every route must do, in one page load of its own, the same in both engines (tests/routes.spec.ts runs
 * it in Chromium, tests/firefox/routes.spec.ts in Firefox); a group's routes load one after another in one
 * page, each with an empty cache and empty storage, as on a first visit:
 * - load its pre-rendered widget and hydrate by its load event, without moving it (or the demo area: Chromium's layout-shift
 *   entries, where the engine has them);
 * - show its title, heading and zag parts, and none in the shell;
 * - work on its first interaction (src/demos/interactions.ts);
 * - pass axe on the whole page in light (the Controls tab open: its controls are the route's own), and with
 *   its overlay open (in Chromium); its Accessibility tab reports "No violations" (in Firefox: axe in the
 *   engine itself, on the demo area, which Chromium's whole-page pass covers); axe passes in dark, right to left, with the overlay open (the toolbar's other tabs
 *   are the same components on every route: tests/tabs-axe.spec.ts checks them on the richest routes in
 *   both themes);
 * - (in Chromium) document each of its machines in the Docs tab;
 * - survive seeded random actions with no console problem, no navigation and no injected script.
 * The test's problems fixture fails it on any console error or warning, uncaught error, CSP violation or
 * remote request.
 */
export async function checkRoutes(
  driver: Driver,
  group: DemoEntry[],
  problems: string[],
  { seed, actions, replay }: { seed: number; actions: number; replay: (demo: DemoEntry) => string },
) {
  let fileRandom = createRandom(seed)
  const sideEffects = driver.answerSideEffects({
    dialog: (type, message) => problems.push(`a ${type} dialog opened (“${message}”): injected script ran`),
    pickFile: () => randomFile(fileRandom),
  })
  // the tour reads a public profile API (its failure path has its own tests): answer as the API does
  if (group.some((demo) => demo.slug === "tour"))
    await driver.answerRemote("https://api.github.com/", { login: "octocat", name: "The Octocat" })
  // every route loads as on a first visit: nothing from the routes before it in the cache or in storage
  await driver.disableCache()
  const requestsDone = driver.trackRequests()
  await driver.addInitScript(recordWidgetShifts)
  await driver.addInitScript(recordDemoAreaShifts)
  await driver.addInitScript(recordLiveAtLoad)
  // the parts each route rendered, for the anatomy's coverage (one engine is enough: the markup is React's)
  const recordParts = driver.engine === "chromium"
  if (recordParts) await driver.addInitScript(recordAnatomySeen)
  const partsSeen: Record<string, string[]> = {}
  for (const demo of group) {
    fileRandom = createRandom(seed)
    await test.step(`/${demo.slug}`, async () => {
      await checkRoute(driver, demo, problems, { seed, actions, replay: replay(demo), settled: sideEffects.settled })
      await requestsDone(`at the end of /${demo.slug}'s check`)
      if (recordParts) partsSeen[demo.slug] = await anatomySeen(driver)
    })
    expect(problems, `${replay(demo)}: after its check`).toEqual([])
  }
  if (recordParts) writeFileSync(test.info().outputPath(ANATOMY_SEEN_FILE), JSON.stringify(partsSeen))
}

async function checkRoute(
  driver: Driver,
  demo: DemoEntry,
  problems: string[],
  { seed, actions, replay, settled }: { seed: number; actions: number; replay: string; settled(): Promise<void> },
) {
  const overlay = overlayOpeners[demo.slug]
  const steps = firstInteractions[demo.slug]
  expect(steps, `/${demo.slug} has no first interaction in src/demos/interactions.ts`).toBeDefined()
  const random = createRandom(seed * 1000 + demos.indexOf(demo))
  await driver.evaluate(() => {
    // the route before this one may have stored a theme, a direction or a panel layout
    if (location.protocol.startsWith("http")) localStorage.clear()
  })
  // the route before this one may have left the window without the focus (a Tab past its last control)
  if (!(await driver.evaluate(() => document.hasFocus()))) await driver.bringToFront()

  await driver.goto(`/${demo.slug}`)
  await driver.waitFor(
    () => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone,
    undefined,
    "the page has hydrated and the shift recorder has seen a frame after it",
    15_000,
  )
  const moved = await driver.evaluate(() => {
    const recorded = window as unknown as { widgetShifts: string[]; demoAreaShifts: string[] }
    return { widget: recorded.widgetShifts, demoArea: recorded.demoAreaShifts }
  })
  expect(
    await driver.evaluate(() => (window as unknown as { liveAtLoad?: boolean }).liveAtLoad),
    `${driver.engine}: the page is hydrated by its load event`,
  ).toBe(true)
  // the message names the first moves: a run's summary shows the message, not the whole list
  expect(moved.widget, `${driver.engine}: widget moved while loading: ${moved.widget.slice(0, 3).join("; ")}`).toEqual(
    [],
  )
  expect(moved.demoArea, `${driver.engine}: layout shifts while loading`).toEqual([])
  const page = await driver.evaluate(() => ({
    title: document.title,
    heading: document.querySelector("main h1")?.textContent,
    headingVisible: document.querySelector("main h1")?.checkVisibility() ?? false,
    widgetParts: document.querySelectorAll("main [data-scope][data-part]").length,
    shellParts: document.querySelectorAll(".nav [data-scope], .toolbar [data-scope]").length,
    // as on a first visit, whatever the routes before it in this page did
    view: `${document.documentElement.dataset.theme}, ${document.querySelector("main")?.dir || "ltr"}`,
    fromCache: performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0)
      .map((entry) => entry.name),
  }))
  expect(page.title).toMatch(new RegExp(`^${escape(demo.label)} · `))
  expect(page.heading).toBe(demo.label)
  expect(page.headingVisible, "the heading is visible").toBe(true)
  expect(page.widgetParts, "the widget's zag parts, rendered by the page").toBeGreaterThan(0)
  expect(page.shellParts, "zag parts in the shell").toBe(0)
  expect(page.view, `${driver.engine}: the page starts light, left to right`).toBe("light, ltr")
  expect(page.fromCache, `${driver.engine}: files the load took from the cache`).toEqual([])

  await runInteraction(driver, steps)
  await settle(driver)

  // axe's rules read the DOM and the computed styles, the same in both engines: Chromium runs the
  // whole page's light passes, and Firefox reads the Accessibility tab's verdict (axe-core, in Firefox, on
  // the demo area) and the whole page's dark, right-to-left pass
  // (Chromium's whole-page pass covers the demo area the tab checks, so the tab's own run is Firefox's)
  const wholePageInLight = driver.engine === "chromium"
  if (wholePageInLight) await expectNoViolations(driver, "light")
  else {
    const verdict = await accessibilityTabVerdict(driver)
    expect(verdict.status, `${driver.engine}: the Accessibility tab lists ${verdict.violations.join("; ")}`).toBe(
      "No violations",
    )
    await openTab(driver, "Controls")
  }

  // the overlay open for each theme's check; the first interaction may have left it open already (a
  // combobox's list, a dragged panel), and choosing from the bar's menus may close it
  const opened = overlay && (overlay.opened ?? '[data-part="content"][data-state="open"]')
  const openOverlay = async () => {
    if (!opened || (await driver.evaluate((css) => document.querySelector(css)?.checkVisibility() ?? false, opened)))
      return
    await runInteraction(driver, overlaySteps(overlay))
    await settle(driver)
  }
  if (opened && wholePageInLight) {
    await openOverlay()
    await expectNoViolations(driver, "light, overlay open")
    // a person closes a popup before turning to the view settings
    await driver.keyboard.press("Escape")
    await settle(driver)
  }
  await chooseViewSetting(driver, "Theme", "dark")
  await driver.waitFor(() => document.documentElement.dataset.theme === "dark", undefined, "the page is dark")
  await chooseViewSetting(driver, "Direction", "rtl")
  await driver.waitFor(() => document.querySelector("main")?.dir === "rtl", undefined, "the demo is right to left")
  await settle(driver)
  await openOverlay()
  await expectNoViolations(driver, `dark, RTL${opened ? ", overlay open" : ""}`)
  // the Docs tab reads the page's machines, whatever they are: one engine is enough for it (its axe passes
  // are tests/tabs-axe.spec.ts's)
  if (driver.engine === "chromium") await docsTabDocuments(driver)

  const done: string[] = []
  const path = new URL(driver.url()).pathname
  const report = () => `${replay}, at ${driver.url()}, after:\n  ${done.slice(-12).join("\n  ")}`
  for (let i = 0; i < actions; i++) {
    done.push(`${i + 1}. ${await randomAction(driver, random)}`)
    expect(problems, report()).toEqual([])
    expect(new URL(driver.url()).pathname, report()).toBe(path)
  }
  await settled()
  await driver.waitFor(
    (text) => document.querySelector("main h1")?.textContent === text,
    demo.label,
    `the heading still reads ${demo.label}; ${report()}`,
  )
  const after = await driver.evaluate(() => ({
    widgetParts: document.querySelectorAll("main [data-scope][data-part]").length,
    // the demo's own content: everything in main but its heading, story links and layers
    demoContent: [...document.querySelectorAll("main > *:not(h1, h2, .story-links, .overlay-layer)")].some((el) =>
      el.textContent?.trim(),
    ),
    changedOptions: location.search !== "",
    injected: document.querySelectorAll("img[src=x], [onerror]").length,
    // the stylesheets the page carries inlined: never fetched (their links are disabled), never linked again
    inlinedFetchedOrLinked: [...document.querySelectorAll<HTMLStyleElement>("style[data-stylesheet]")]
      .map((style) => style.dataset.stylesheet ?? "")
      .filter(
        (file) =>
          performance.getEntriesByName(new URL(file, location.href).href).length > 0 ||
          document.querySelector(`link[rel=stylesheet][href="${file}"]:not([disabled])`),
      ),
  }))
  expect(after.demoContent, `the demo is still there; ${report()}`).toBe(true)
  // an option may hide the widget by design (a pager with one page is not shown): then the URL carries it
  if (!after.changedOptions) expect(after.widgetParts, `the widget is still there; ${report()}`).toBeGreaterThan(0)
  expect(after.injected, `injected markup; ${report()}`).toBe(0)
  expect(after.inlinedFetchedOrLinked, `${driver.engine}: inlined stylesheets fetched or linked again`).toEqual([])
}
