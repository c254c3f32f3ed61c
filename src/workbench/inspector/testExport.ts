import type { EventObject } from "@zag-js/core"
import type { InspectedMachine } from "./inspectedMachines"
import { planFromHistory } from "./replayer"
import { plainPayload } from "./replayLink"

/** An event that names a part and a click ("TRIGGER.CLICK"), or a toggle of the trigger: done by clicking that part. */
function partClicked(type: string): string | null {
  if (type === "TOGGLE") return "trigger"
  const match = /^([A-Z_]+)\.CLICK$/.exec(type)
  return match ? match[1].toLowerCase().replace(/_/g, "-") : null
}

const quote = (text: string) => JSON.stringify(text)

/** One line of the test for one event: a click on the widget's part, else the Inspector's Send (zag's service.send). */
function stepFor(event: EventObject, label: string, single: boolean): string {
  const part = partClicked(event.type)
  // a part's click carries nothing a click doesn't (its payload is the DOM's)
  if (part && !("value" in event) && document.querySelector(`[data-part="${part}"]`)) return `  await page.locator(${quote(`[data-part="${part}"]:not(.toolbar *)`)}).first().click()`
  const payload = plainPayload(event)
  return `  await send(page, ${quote(event.type)}, ${payload ? quote(JSON.stringify(payload)) : "null"}${single ? "" : `, ${quote(label)}`})`
}

/**
 * A Playwright test (with the project's fixtures) that opens this page with its controls and view
 * settings, performs the recorded events of the page's machines, and asserts each machine's final state.
 * Events that changed nothing are left out; the machines' own events happen again by themselves.
 */
export function testFromLog(machines: InspectedMachine[], path: string): string {
  const recorders = machines.map((m) => m.recorder)
  const single = machines.length === 1
  const labelOf = (recorder: (typeof recorders)[number]) => machines[recorders.indexOf(recorder)].label
  const plan = planFromHistory(recorders)
  const rows = new Map(recorders.flatMap((r) => r.history().map((row) => [row.event, row] as const)))
  const steps = plan
    .filter(({ event }) => {
      const row = rows.get(event)
      return !row || row.from !== row.to || row.changes !== null
    })
    .map(({ recorder, event }) => stepFor(event, labelOf(recorder), single))
  const url = new URL(path, "http://localhost")
  url.searchParams.set("tab", "inspector")
  const finals = machines.map(
    ({ recorder, label }) =>
      `  await expect(${single ? "state(page)" : `state(page, ${quote(label)})`}).toHaveText(${quote(recorder.state())})`,
  )
  return `import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "./fixtures"

// Made by the Inspector's "Copy as test": the recorded events of ${url.pathname}, then the final state.

/** The state the Inspector shows for a machine (the first, or the labelled one). */
function state(page: Page, label?: string) {
  const sections = page.locator(".toolbar .inspector-machine")
  const section = label ? sections.filter({ has: page.locator("h2", { hasText: label }) }) : sections.first()
  return section.locator(".inspector-current strong")
}

/** Sends an event through the Inspector's Send (zag's service.send), with its JSON payload. */
async function send(page: Page, type: string, payload: string | null, label?: string) {
  const sections = page.locator(".toolbar .inspector-machine")
  const section = label ? sections.filter({ has: page.locator("h2", { hasText: label }) }) : sections.first()
  // CSS locators and a dispatched click: an open modal widget hides the Inspector from the accessibility tree
  await section.locator(".inspector-payload").fill(payload ?? "")
  await section.locator("button").getByText(\`Send \${type}\`, { exact: true }).dispatchEvent("click")
  await expect(section.locator(".inspector-send [role=status]")).toHaveText(\`Sent \${type}.\`)
}

test(${quote(`replays ${steps.length} recorded ${steps.length === 1 ? "event" : "events"} on ${url.pathname}`)}, async ({ page }) => {
  await gotoDemo(page, ${quote(url.pathname + url.search)})
${[...steps, ...finals].join("\n")}
})
`
}
