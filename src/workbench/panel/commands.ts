import { currentSearch } from "../url/searchStore"
import { setViewSetting, type PanelPosition } from "../viewSettings/settings"
import { applyLayout, readLayout, storeCollapsed, storePosition } from "./layout"
import type { LiveParts } from "./parts"

/** Lays the page out from the stored layout and the URL (after the live splitter's, or a button's, change). */
export const relayout = () => applyLayout(readLayout(currentSearch()))

/** Docks the panel: remembered, and written to the URL so that links carry it (as the theme is). */
export function dock(position: PanelPosition) {
  storePosition(position)
  setViewSetting("panel", position)
  relayout()
}

export function setCollapsed(collapsed: boolean, live: LiveParts | null) {
  // a live splitter keeps its own sizes: it makes the change, and reports it (./LiveSplitter.tsx stores it)
  if (!live) storeCollapsed(collapsed)
  else if (collapsed) live.api.collapsePanel("panel")
  else live.api.expandPanel("panel", readLayout(currentSearch()).size)
  relayout()
}
