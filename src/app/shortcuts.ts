import { navigate } from "wouter/use-browser-location"
import { isolatedDocument } from "./isolatedDocument"
import type { Shortcut } from "./runShortcut"

/**
 * Keys that belong to what has focus: form fields, editable content, every zag widget (anything under a
 * `data-scope`), which own their keys, and the open shortcuts dialog. A closed dialog's button can keep focus until
 * the next frame, so only an open dialog counts.
 */
const ownsKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest("input, textarea, select, [data-scope], dialog[open]") !== null)

/** The shortcut a key press asks for, if any (the list is in ./shortcutsDialog). */
function shortcutOf(event: KeyboardEvent): Shortcut | undefined {
  // a widget alone (isolation mode, perhaps in someone's frame) has no gallery around it to act on
  if (event.defaultPrevented || event.altKey || ownsKeys(event.target) || isolatedDocument()) return undefined
  const key = event.key
  if (event.ctrlKey || event.metaKey) return key === "k" || key === "K" ? "search" : undefined
  if (key === "/") return "search"
  if (key === "?") return "help"
  if (key === "[") return "previous"
  if (key === "]") return "next"
  if (key === "t" || key === "T") return "theme"
  return undefined
}

/**
 * Starts the gallery's keyboard shortcuts, listened to on the document; marks the page
 * `data-shortcuts` once they work. Loaded after the load event (src/boot.tsx), and what they do loads on
 * the first one used (./runShortcut), so no page's first load pays for either.
 */
export function listenForShortcuts() {
  document.addEventListener("keydown", (event) => {
    const shortcut = shortcutOf(event)
    if (!shortcut) return
    event.preventDefault()
    void import("./runShortcut").then((module) => module.runShortcut(shortcut, navigate))
  })
  document.documentElement.setAttribute("data-shortcuts", "")
}
