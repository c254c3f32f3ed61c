import { parseSetting } from "../viewSettings/modules/define"
import { panel as panelSetting } from "../viewSettings/modules/panel"
import type { PanelPosition } from "../viewSettings/settings"

/**
 * The workbench panel's layout: where it docks, its size (percent of the workbench, per position) and
 * whether it is collapsed. Remembered in localStorage; the `panel` URL key overrides the position.
 * src/panel-init.js reads the same record before the first paint; this module (loaded after the page,
 * with the live splitter) keeps the `<html>` element's attributes and variables (which workbench.css
 * lays the page out from) in step with it. The two must agree: the pre-rendered page has to lay out as
 * the live splitter will.
 */
export const STORAGE_KEY = "zag-gallery-panel"

export const PANEL_LIMITS = { min: 20, max: 70, stageMin: 30 } as const
export const DEFAULT_SIZE: Record<PanelPosition, number> = { right: 38, bottom: 40 }

type Stored = { position?: PanelPosition; right?: number; bottom?: number; collapsed?: boolean }

export type PanelLayout = { position: PanelPosition; size: number; collapsed: boolean }

function readStored(): Stored {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}")
    return value && typeof value === "object" ? (value as Stored) : {}
  } catch {
    return {}
  }
}

function writeStored(stored: Stored) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // storage unavailable (private mode): the layout lasts for this page only
  }
}

export function readLayout(search: string): PanelLayout {
  const stored = readStored()
  const position = (parseSetting(panelSetting, new URLSearchParams(search).get("panel")) ??
    (stored.position === "bottom" ? "bottom" : "right")) as PanelPosition
  // as src/panel-init.js reads it, to the letter (a stored value that is no number gives NaN, as there)
  const size = Math.min(PANEL_LIMITS.max, Math.max(PANEL_LIMITS.min, stored[position] || DEFAULT_SIZE[position]))
  return { position, size, collapsed: stored.collapsed === true }
}

/** The panel's flex-grow share, as zag's splitter writes it (`toPrecision(3)`); the stage's is the rest. */
export const panelShare = ({ size, collapsed }: PanelLayout) => (collapsed ? 0 : size).toPrecision(3)

/** Lays the page out for `layout` (what src/panel-init.js does before the first paint). */
export function applyLayout(layout: PanelLayout) {
  const root = document.documentElement
  root.setAttribute("data-panel", layout.position)
  root.toggleAttribute("data-panel-collapsed", layout.collapsed)
  root.style.setProperty("--wb-panel", panelShare(layout))
}

/** Remembers a new position (the caller writes the URL). */
export function storePosition(position: PanelPosition) {
  writeStored({ ...readStored(), position })
}

/** Remembers the panel's size at a position, rounded to a tenth of a percent (a collapsed panel keeps its last). */
export function storeSize(position: PanelPosition, size: number) {
  if (!(size >= PANEL_LIMITS.min)) return
  const stored = readStored()
  const rounded = Math.min(PANEL_LIMITS.max, Math.round(size * 10) / 10)
  if (stored[position] !== rounded || stored.collapsed)
    writeStored({ ...stored, [position]: rounded, collapsed: false })
}

export function storeCollapsed(collapsed: boolean) {
  const stored = readStored()
  if ((stored.collapsed === true) !== collapsed) writeStored({ ...stored, collapsed })
}
