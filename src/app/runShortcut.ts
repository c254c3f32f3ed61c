import { chooseTheme, effectiveTheme } from "../workbench/viewSettings/theme"
import { SEARCH_FIELD_ID } from "./searchField"
import { showShortcuts } from "./shortcutsDialog"
import { type Navigate, stepDemo } from "./stepDemo"

export type Shortcut = "search" | "help" | "previous" | "next" | "theme"

/** Does what a keyboard shortcut asks for (./shortcuts decides which one a key press is). */
export function runShortcut(shortcut: Shortcut, navigate: Navigate) {
  switch (shortcut) {
    case "search":
      document.getElementById(SEARCH_FIELD_ID)?.focus()
      break
    case "help":
      showShortcuts()
      break
    case "previous":
    case "next":
      void stepDemo(shortcut === "next" ? 1 : -1, navigate)
      break
    case "theme":
      chooseTheme(effectiveTheme() === "dark" ? "light" : "dark")
      break
  }
}
