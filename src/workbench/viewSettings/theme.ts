import { setViewSetting } from "./settings"

export type Theme = "light" | "dark"

const STORAGE_KEY = "zag-gallery-theme"
const media = () => window.matchMedia("(prefers-color-scheme: dark)")
const asTheme = (value: string | null): Theme | null => (value === "light" || value === "dark" ? value : null)

export function storedTheme(): Theme | null {
  try {
    return asTheme(localStorage.getItem(STORAGE_KEY))
  } catch {
    return null
  }
}

export function systemTheme(): Theme {
  return media().matches ? "dark" : "light"
}

/** The theme a link asks for (`?theme=dark`); it wins over the stored choice and the OS. */
export function linkTheme(): Theme | null {
  return asTheme(new URLSearchParams(location.search).get("theme"))
}

export const effectiveTheme = (): Theme => linkTheme() ?? storedTheme() ?? systemTheme()

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
}

/**
 * An explicit choice (toggle, settings bar, shortcut): remembered for later visits, and written to the
 * URL so that links carry it.
 */
export function chooseTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
  setViewSetting("theme", theme)
  applyTheme(theme)
}

/**
 * src/theme-init.js applied the theme before the first paint; this keeps following the OS and the
 * URL (wouter's history patch announces pushState and replaceState as events of those names).
 */
export function followSystemTheme() {
  const follow = () => applyTheme(effectiveTheme())
  follow()
  media().addEventListener("change", follow)
  for (const type of ["popstate", "pushState", "replaceState"]) addEventListener(type, follow)
}
