import type { Page } from "@playwright/test"
import type { Scenario } from "./inspectorScenarios"
import { inspectorSection, logCaughtUp, logRows } from "./inspector"

/** The current state the Inspector shows for the page's (first) machine. */
export const shownState = (page: Page) => inspectorSection(page).locator(".inspector-current strong")

/** The log's event types, newest first ("sent from the Inspector" included where marked). */
export const loggedEvents = (page: Page) => logRows(inspectorSection(page)).locator("td:nth-child(2)")

/**
 * Runs a scenario's steps on its page (Inspector tab open): after each, the number of logged rows and
 * what the widget shows.
 */
export async function runSteps(page: Page, scenario: Scenario) {
  const moments: Array<{ rows: number; observed: string; state: string }> = []
  let rows = 0
  for (const step of scenario.steps) {
    await step(page)
    // the log shows every event the step logged
    rows = await logCaughtUp(page, rows + 1)
    moments.push({ rows, observed: await scenario.observe(page), state: (await shownState(page).textContent()) ?? "" })
  }
  return moments
}
