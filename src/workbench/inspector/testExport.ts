import type { EventObject } from "@zag-js/core"
import type { InspectedMachine } from "./inspectedMachines"
import type { LoggedEvent, MachineRecorder } from "./recorder"
import { planFromHistory, type PlannedEvent } from "./replayPlan"
import { plainPayload } from "./replayLink"
import { SEEN_SOURCE, seenState } from "./seenState"
import { actionsFor, keyOf, splitType, type UserAction, widgetDom } from "./userActions"

const quote = (text: string) => JSON.stringify(text)

/** The data-scope of a machine's parts: the element whose zag id holds the machine's id, else the page's only widget. */
export function scopeOf(recorder: MachineRecorder, root: ParentNode = document): string | null {
  const id = recorder.service()?.scope.id
  const widgets = [...root.querySelectorAll("[data-scope]")].filter((el) => !el.closest(".toolbar"))
  const own =
    id && widgets.find((el) => el.id.includes(`:${id}:`) || el.id.endsWith(`:${id}`) || el.id.startsWith(`${id}:`))
  if (own) return own.getAttribute("data-scope")
  const scopes = new Set(widgets.map((el) => el.getAttribute("data-scope")))
  return scopes.size === 1 ? [...scopes][0] : null
}

/** The generated test's helpers, each included when the test uses it. */
const HELPERS: Record<string, string> = {
  part: `/** A part of the widget, by zag's data-scope and data-part (the toolbar's own zag widgets left out). */
const part = (page: Page, selector: string) => page.locator(\`\${selector}:not(.toolbar *)\`).first()`,
  press: `/** Presses a key where the person pressed it, once the focus is there. */
async function press(page: Page, selector: string, key: string) {
  await expect(page.locator(\`\${selector}:not(.toolbar *):focus-within\`)).not.toHaveCount(0)
  await page.keyboard.press(key)
}`,
  blur: `/** Moves the focus away from where it is. */
async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}`,
  state: `/** The state the Inspector shows for a machine (the first, or the labelled one). */
function state(page: Page, label?: string) {
  const sections = page.locator(".toolbar .inspector-machine")
  const section = label ? sections.filter({ has: page.locator("h2", { hasText: label }) }) : sections.first()
  return section.locator(".inspector-current strong")
}`,
  seen: SEEN_SOURCE,
  send: `type ZagEvent = { type: string; [key: string]: unknown }
type InspectorHook = { zagInspector: { send(event: ZagEvent, label?: string): Promise<string> } }

/** Sends an event with zag's service.send, through the hook the open Inspector gives the page. */
async function send(page: Page, event: ZagEvent, label?: string) {
  await page.evaluate(([event, label]) => (window as unknown as InspectorHook).zagInspector.send(event, label), [event, label] as const)
}`,
}

/** The state a machine settles in by itself once the page has loaded, before the first event of the page. */
function startState(recorder: MachineRecorder): string {
  const history = recorder.history()
  const first = history.findIndex((row) => row.source !== "machine")
  const own = history.slice(0, first < 0 ? history.length : first)
  return own.at(-1)?.to ?? history[0]?.from ?? recorder.state()
}

/** One line of the generated test. */
function lineFor(action: UserAction, label: string | null): string {
  const at = (selector: string) => `part(page, ${quote(selector)})`
  switch (action.kind) {
    case "click":
      return `await ${at(action.selector)}.click()`
    case "focus":
      return `await ${at(action.selector)}.focus()`
    case "fill":
      return `await ${at(action.selector)}.fill(${quote(action.text)})`
    case "press":
      return `await press(page, ${quote(action.selector)}, ${quote(action.key)})`
    case "blur":
      return `await blur(page)`
    case "send": {
      const event = { ...(plainPayload(action.event) || {}), type: action.event.type }
      return `await send(page, ${JSON.stringify(event)}${label ? `, ${quote(label)}` : ""})`
    }
  }
}

/**
 * The events that changed nothing are left out, except a key press: its default action may move the
 * focus (the tabs' ARROW_NEXT), and the events that follow depend on it.
 */
const keptEvent = (row: LoggedEvent | undefined, event: EventObject) =>
  !row || row.from !== row.to || row.changes !== null || keyOf(event, splitType(event.type).action) !== null

/**
 * The plan's events as steps: runs of one machine's events become user actions (a press down and up
 * is one click), each followed by the state the machine had settled in after it.
 */
function steps(plan: PlannedEvent[], labelOf: (recorder: MachineRecorder) => string | null) {
  const rows = new Map(plan.flatMap(({ recorder }) => recorder.history().map((row) => [row.event, row] as const)))
  const kept = plan.filter(({ event }) => keptEvent(rows.get(event), event))
  const lines: string[] = []
  for (let start = 0; start < kept.length;) {
    const { recorder } = kept[start]
    let end = start
    while (end + 1 < kept.length && kept[end + 1].recorder === recorder) end++
    const run = kept.slice(start, end + 1)
    const scope = scopeOf(recorder)
    const label = labelOf(recorder)
    for (const { action, last } of actionsFor(
      scope ? widgetDom(scope) : null,
      run.map(({ event }) => ({ event, row: rows.get(event) })),
    )) {
      lines.push(lineFor(action, label))
      const expected = run[last].expected
      if (expected !== null)
        lines.push(`await expect(state(page${label ? `, ${quote(label)}` : ""})).toHaveText(${quote(expected)})`)
    }
    start = end + 1
  }
  return { lines, count: kept.length }
}

/**
 * A Playwright test (with the project's fixtures) that opens this page with its controls and view
 * settings, performs the recorded events of the page's machines as a person would (clicks, keys,
 * typing on the parts they name) or sends them through the Inspector's hook (zag's service.send), waits
 * after each for the state the machine settled in, and asserts each machine's final state.
 */
export function testFromLog(machines: InspectedMachine[], path: string): string {
  const recorders = machines.map((m) => m.recorder)
  const single = machines.length === 1
  const labelOf = (recorder: MachineRecorder) => (single ? null : machines[recorders.indexOf(recorder)].label)
  const { lines, count } = steps(planFromHistory(recorders), labelOf)
  const url = new URL(path, "http://localhost")
  url.searchParams.set("tab", "inspector")
  const stateOf = (m: InspectedMachine) => `state(page${single ? "" : `, ${quote(m.label)}`})`
  // the Inspector shows each machine's first state: the page is live and the hook is there
  const starts = machines.map((m) => `await expect(${stateOf(m)}).toHaveText(${quote(startState(m.recorder))})`)
  const finals = machines.map((m) => `await expect(${stateOf(m)}).toHaveText(${quote(m.recorder.state())})`)
  // and the widgets as a person sees them (each scope once: two machines may share one)
  const scopes = [...new Set(recorders.map((r) => scopeOf(r)).filter((s): s is string => !!s))]
  finals.push(
    ...scopes.map((scope) => `await expect.poll(() => seen(page, ${quote(scope)})).toBe(${quote(seenState(scope))})`),
  )
  const body = [...starts, ...lines, "// the end state", ...finals].map((line) => `  ${line}`).join("\n")
  const helpers = Object.entries(HELPERS)
    .filter(([name]) => name === "state" || body.includes(`${name}(page`))
    .map(([, source]) => source)
  return `import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "./fixtures"

// Made by the Inspector's "Copy as test": the recorded events of ${url.pathname}, then the final state.

${helpers.join("\n\n")}

test(${quote(`replays ${count} recorded ${count === 1 ? "event" : "events"} on ${url.pathname}`)}, async ({ page }) => {
  await gotoDemo(page, ${quote(url.pathname + url.search)})
${body}
})
`
}
