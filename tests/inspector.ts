import type { Locator, Page } from "@playwright/test"
import { expect, openTab } from "./fixtures"

// The Inspector's sections and log rows by their classes: they are no landmarks or roles of their own.

/** A machine's section of the Inspector tab, and a row of its event log (an expanded row's details are not rows). */
const SECTION = ".toolbar .inspector-machine"
const LOG_ROW = "table tbody tr:not(.inspector-detail)"

/** Opens the Inspector tab and returns the section of the first (or the labelled) machine. */
export async function openInspector(page: Page, label?: string) {
  await openTab(page, "Inspector")
  const section = inspectorSection(page, label)
  await expect(section.locator(".inspector-states")).toBeVisible()
  return section
}

export function inspectorSection(page: Page, label?: string) {
  const sections = page.locator(SECTION)
  // by the exact name: a second machine of the same kind is "Select 2"
  return label
    ? sections.filter({ has: page.getByRole("heading", { level: 2, name: label, exact: true }) })
    : sections.first()
}

/** The event log's rows, newest first. */
export function logRows(section: Locator) {
  return section.locator(LOG_ROW)
}

/**
 * Waits until the first machine's log shows every event its recorder holds, and at least `atLeast` rows:
 * the panel follows the recorder at most every 500 ms, so a count read right after an action can be
 * behind. Returns the number of rows shown.
 */
export async function logCaughtUp(page: Page, atLeast = 0) {
  const shown = await page.waitForFunction(
    ({ atLeast, section, row }) => {
      const rows = document.querySelector(section)?.querySelectorAll(row).length ?? 0
      const hook = (window as { zagInspector?: { logged(): number } }).zagInspector
      // an object, never a bare count: a log of 0 rows is caught up too
      return rows >= atLeast && hook?.logged() === rows && { rows }
    },
    { atLeast, section: SECTION, row: LOG_ROW },
  )
  const { rows } = (await shown.jsonValue()) as { rows: number }
  return rows
}

const COLUMNS = { Time: 0, Event: 1, From: 2, To: 3, Changed: 4 }

export function logCell(row: Locator, column: keyof typeof COLUMNS) {
  return row.locator("td").nth(COLUMNS[column])
}

/** Names of the highlighted states (the current state and its ancestors), outermost first. */
export function currentStates(section: Locator) {
  return section.locator(".inspector-states li[aria-current=true] > .inspector-state-name")
}

/** A state's list item; its text starts with the state's name. */
export function stateItem(section: Locator, name: string) {
  return section.locator(".inspector-states > ul > li").filter({
    has: section
      .page()
      .locator(":scope > .inspector-state-name", { hasText: new RegExp(`^${name.replace(/\./g, "\\.")}$`) }),
  })
}
