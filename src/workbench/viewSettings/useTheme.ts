import { useSyncExternalStore } from "react"
import type { Theme } from "./theme"

function currentTheme(): Theme {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light"
}

function subscribe(onChange: () => void) {
  // follows OS changes, links and explicit choices alike: they all end in the html element's data-theme
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] })
  return () => observer.disconnect()
}

/** Pre-rendered markup can't know the visitor's theme: it shows the light one until hydrated. */
const serverTheme = (): Theme => "light"

/** The theme on screen. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, serverTheme)
}
