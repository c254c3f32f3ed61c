import type { Page } from "@playwright/test"
import { components, type OverlayOpener } from "../src/demos/registry"
import { playwrightDriver } from "./engine/driver"
import { axeViolations as axeViolationsIn } from "./support/axe"
import { expect, test } from "./support/test"

// Chromium tests import `test` from here: it fails a test on a console problem (tests/support/problems.ts)
export { expect, test }

export type Theme = "light" | "dark"

/**
 * A page's Content-Security-Policy without the hashes of its own inlined stylesheets (scripts/prerender.mjs):
 * the policy every path of its kind shares.
 */
export const withoutStyleHashes = (policy: string | undefined) =>
  policy
    ?.split("; ")
    .map((directive) => (directive.startsWith("style-src ") ? directive.replace(/ 'sha256-[^']+'/g, "") : directive))
    .join("; ")

/**
 * Holds back every request whose URL matches `url` until the returned function is called (a chunk that loads
 * after the page, or a page's entry script: what the page does without it, then once it arrives).
 */
export async function holdRequests(page: Page, url: RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Opens a route in the given theme (the OS preference the gallery follows by default). */
export async function gotoDemo(page: Page, path: string, theme: Theme = "light") {
  await page.emulateMedia({ colorScheme: theme })
  await page.goto(path)
  // the page is pre-rendered: wait until React has hydrated it before acting on it
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await expect(page.locator("main h1")).toBeVisible()
}

/**
 * Stops an installed clock `ahead` ms past the page's own time, so that only `clock.runFor` moves it from
 * then on. The page's time, not the runner's: on a busy machine the page's clock ran more than a second
 * ahead of the runner's `Date.now()`, and a pause in the past is refused.
 */
export async function stopClock(page: Page, ahead: number) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead)
}

/** The keyboard shortcuts start once the page has loaded (src/app/afterLoad.ts): wait until they listen. */
export async function shortcutsReady(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-shortcuts", "")
}

/** Waits until the open toolbar tab shows its real content (never a lazy tab's "Loading…" fallback). */
export async function expectTabLoaded(page: Page, tab: string) {
  const panel = page.locator(".toolbar [role=tabpanel]:not([hidden])")
  switch (tab) {
    case "Controls":
      await expect(panel.locator(".controls-container")).toBeVisible()
      break
    case "Visualizer": {
      await expect(panel.locator(".viz").first()).toBeVisible()
      const json = JSON.parse((await visualizer(page).textContent()) ?? "")
      expect(json).toHaveProperty("state")
      expect(json).toHaveProperty("context")
      break
    }
    case "Accessibility":
      await expect(panel.getByRole("status")).toHaveText("No violations", { timeout: 10_000 })
      break
    // the lazy panels: their content, never the "Loading…" fallback
    case "Inspector":
      await expect(panel.locator(".inspector-machine .inspector-graph svg .inspector-node").first()).toBeVisible()
      await expect(panel.locator(".inspector-machine .inspector-states li").first()).toBeVisible()
      break
    case "Code":
      await expect(panel.getByRole("button", { name: "Copy" })).toBeVisible()
      await expect(panel.getByLabel("React code of this demo")).toContainText("useMachine(")
      break
    case "Docs":
      await expect(panel.getByRole("heading", { name: "Props", level: 3 }).first()).toBeVisible()
      // down to the last section, the live Anatomy
      await expect(panel.getByRole("region", { name: "Anatomy", exact: true }).first()).toBeAttached()
      break
    default:
      throw new Error(`no check for the ${tab} tab`)
  }
}

/** The bar of view settings above the demo: one menu button per setting, then the panel's buttons. */
export const viewSettingsBar = (page: Page) => page.getByRole("toolbar", { name: "View settings" })

/** A view setting's menu button, named for the setting and its value ("Direction: LTR"). */
export const viewSettingButton = (page: Page, setting: string) =>
  viewSettingsBar(page).getByRole("button", { name: new RegExp(`^${setting}: `) })

/** The notice of view settings the link gave that were ignored. */
export const viewSettingsNotice = (page: Page) => page.locator(".settings-bar").getByRole("status")

/** Chooses an option of a view setting, as a person would: `chooseViewSetting(page, "Direction", "RTL")`. */
export async function chooseViewSetting(page: Page, setting: string, option: string) {
  await viewSettingButton(page, setting).click()
  await page.getByRole("menu", { name: setting }).getByRole("menuitemradio", { name: option, exact: true }).click()
  await expect(viewSettingButton(page, setting)).toHaveAccessibleName(`${setting}: ${option}`)
}

/** Switches the toolbar to one of its tabs. */
export async function openTab(
  page: Page,
  tab: "Controls" | "Visualizer" | "Inspector" | "Code" | "Docs" | "Accessibility",
) {
  await page.locator(".toolbar nav").getByRole("tab", { name: tab }).click()
}

/** The JSON text of the first (or the labelled) visualizer. */
export function visualizer(page: Page, label?: string) {
  const viz = label ? page.locator(".viz", { has: page.locator("summary", { hasText: label }) }) : page.locator(".viz")
  return viz.first().locator("pre")
}

/**
 * Sets a control in the Controls panel (opening the tab if needed) the way a user would: checks or
 * unchecks a boolean, picks a select option, or types a text or number and presses Enter.
 */
export async function setControl(page: Page, key: string, value: string | number | boolean) {
  const input = page.getByTestId(key)
  if (!(await input.isVisible())) await openTab(page, "Controls")
  const kind = await input.evaluate((el) =>
    el instanceof HTMLSelectElement ? "select" : (el as HTMLInputElement).type,
  )
  if (kind === "checkbox") await input.setChecked(value === true || value === "true")
  else if (kind === "select") await input.selectOption(String(value))
  else {
    await input.fill(String(value))
    await input.press("Enter")
  }
}

/** The parsed JSON of the first (or the labelled) visualizer: `{ state, event, context, props }`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary machine JSON
export async function readVisualizer(page: Page, label?: string): Promise<Record<string, any>> {
  // the JSON is written once its code has loaded (a moment after the page, at the latest)
  await expect(visualizer(page, label)).toHaveText(/^[[{]/)
  return JSON.parse((await visualizer(page, label).textContent()) ?? "{}")
}

/** The Controls panel's list of option values it refused or changed (visible while the Controls tab is open). */
export function optionProblems(page: Page) {
  return page.locator(".toolbar").getByRole("alert")
}

/** A zag part of the demo: `part(page, "menu", "trigger")` finds `[data-scope=menu][data-part=trigger]`. */
export function part(page: Page, scope: string, name: string) {
  return page.locator(`[data-scope="${scope}"][data-part="${name}"]`)
}

/** axe-core's violations on the page (or within the elements a selector finds): tests/support/axe.ts. */
export const axeViolations = (page: Page, within?: string) => axeViolationsIn(playwrightDriver(page), within)

export async function expectNoViolations(page: Page, view: string, within?: string) {
  expect(await axeViolations(page, within), view).toEqual([])
}

/**
 * Opens each toolbar tab (but those to skip) in turn, waits for its real content and runs axe on the
 * toolbar (on the whole page with the first tab open), then goes back to the first tab.
 */
export async function axeEveryTab(page: Page, theme: Theme, skip: string[] = []) {
  const tabs = page.locator(".toolbar nav [role=tab]")
  const names = await tabs.allTextContents()
  expect(names.slice(0, 2)).toEqual(["Controls", "Visualizer"])
  for (const [index, tab] of names.entries()) {
    if (skip.includes(tab)) continue
    await tabs.filter({ hasText: tab }).click()
    await expectTabLoaded(page, tab)
    await expectNoViolations(page, `${theme}, ${tab} tab`, index === 0 ? undefined : ".toolbar")
  }
  await tabs.first().click()
}

/**
 * Gives the focus to what a keyboard user reaches just before the demo: the last of its story links (a
 * component with stories lists them under the heading), so the next Tab reaches the demo's first stop.
 */
export async function focusBeforeDemo(page: Page) {
  const stories = page.getByRole("main").getByRole("navigation", { name: "Stories" }).getByRole("link")
  if ((await stories.count()) > 0) await stories.last().focus()
  else await page.locator("main h1").click()
}

/** Lets two animation frames pass: React's effects and zag's frame-deferred focus moves have run by then. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

/**
 * Waits until an overlay that just opened listens for clicks and focus outside it: zag adds those
 * listeners in a timer after the open state's effect has run (@zag-js/interact-outside), and a click
 * sooner than any person could make one is not seen.
 */
export async function listeningOutside(page: Page) {
  await nextFrames(page)
  await page.evaluate(() => new Promise((done) => setTimeout(done)))
}

/** Opens a demo's overlay the way its registry entry says, and waits until it is open and at rest. */
export async function openOverlay(page: Page, overlay: OverlayOpener) {
  const trigger = page.locator(overlay.trigger).first()
  switch (overlay.via ?? "click") {
    case "click":
      await trigger.click()
      break
    case "hover":
      await trigger.hover()
      break
    case "focus":
      // zag opens these on focus only when focus is visible, which @zag-js/focus-visible learns from
      // listeners the machine adds in an effect; right after a nav click that effect may not have run yet
      await nextFrames(page)
      await trigger.focus()
      break
    case "contextmenu":
      await trigger.click({ button: "right" })
      break
  }
  await expect(page.locator(overlay.opened ?? '[data-part="content"][data-state="open"]').first()).toBeVisible()
  await settle(page)
}

/** Waits until no finite animation or transition runs (colours and boxes at rest). */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  )
}

/** The nav's link to a page (by its path, whatever view settings it carries). */
const navLinkTo = (page: Page, slug: string) =>
  page.locator(`aside.nav nav a[href="/${slug}"], aside.nav nav a[href^="/${slug}?"]`)

/**
 * Opens a page from the nav as a person would: its link, or first its component's link (to the component's
 * first story, which opens the component onto its stories), then the story's.
 */
export async function openFromNav(page: Page, demo: { slug: string; component: string }) {
  const link = navLinkTo(page, demo.slug)
  if (!(await link.isVisible())) {
    const { label } = components.find((component) => component.slug === demo.component)!
    await page.getByRole("navigation", { name: "Demos" }).getByRole("link", { name: label, exact: true }).click()
    await expect(page.getByRole("navigation", { name: "Demos" }).getByRole("list", { name: label })).toBeVisible()
  }
  if (new URL(page.url()).pathname !== `/${demo.slug}`) await link.click()
  await expect(page).toHaveURL(new RegExp(`/${demo.slug}(\\?|$)`))
}
