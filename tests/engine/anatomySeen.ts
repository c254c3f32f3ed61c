import type { Driver } from "./driver"

/**
 * Records, from the first parsed element on, every zag part the page renders in its demo area (its
 * `data-scope data-part` pair), however briefly (a popup's content, a toast that came and went); run as an
 * init script. tests/anatomy/coverage.spec.ts reads what the route checks saw.
 */
export function recordAnatomySeen() {
  const seen = new Set<string>()
  Object.assign(window, { anatomySeen: seen })
  // the demo area as src/workbench/demoArea.ts's inDemoArea has it (an init script can't import it): <main>,
  // or outside the app's root (a portal), never the workbench's own overlay
  const inDemoArea = (el: Element) =>
    !el.closest("[data-workbench-overlay]") &&
    (!document.getElementById("app")?.contains(el) || Boolean(document.querySelector("main")?.contains(el)))
  const note = (el: Element) => {
    const scope = el.getAttribute("data-scope")
    const part = el.getAttribute("data-part")
    if (scope && part && inDemoArea(el)) seen.add(`${scope} ${part}`)
  }
  Object.assign(window, { anatomyNote: note })
  const noteAll = (root: Element) => {
    note(root)
    for (const el of root.querySelectorAll("[data-scope][data-part]")) note(el)
  }
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") note(record.target as Element)
      else for (const node of record.addedNodes) if (node instanceof Element) noteAll(node)
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["data-scope", "data-part"],
  })
}

/** The `scope part` pairs the page has rendered since it loaded (recordAnatomySeen), now's included. */
export function anatomySeen(driver: Driver): Promise<string[]> {
  return driver.evaluate(() => {
    const recorded = window as unknown as { anatomySeen: Set<string>; anatomyNote: (el: Element) => void }
    for (const el of document.querySelectorAll("[data-scope][data-part]")) recorded.anatomyNote(el)
    return [...recorded.anatomySeen].sort()
  })
}

/** The file each Chromium route check writes its routes' parts to: `{ "<slug>": ["select trigger", …] }`. */
export const ANATOMY_SEEN_FILE = "anatomy-seen.json"
