export type Theme = "light" | "dark"

const STORAGE_KEY = "zag-gallery-theme"
const media = () => window.matchMedia("(prefers-color-scheme: dark)")

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === "light" || value === "dark" ? value : null
  } catch {
    return null
  }
}

export function systemTheme(): Theme {
  return media().matches ? "dark" : "light"
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme
  document.documentElement.style.colorScheme = theme
}

/** Remembers an explicit choice; the OS preference applies until the user makes one. */
export function rememberTheme(theme: Theme) {
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this page only
  }
  applyTheme(theme)
}

export function initTheme() {
  applyTheme(storedTheme() ?? systemTheme())
  media().addEventListener("change", () => {
    if (!storedTheme()) applyTheme(systemTheme())
  })
}
