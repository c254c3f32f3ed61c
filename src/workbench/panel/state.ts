import { useSyncExternalStore } from "react"
import type { PanelPosition } from "../viewSettings/settings"

/**
 * The panel's position and collapsed state as the page is laid out: read from `<html>`, where
 * src/panel-init.js put them before the first paint and ./layout.ts (loaded after the page) keeps them.
 * What writes them stays off the first load; this only reads.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributeFilter: ["data-panel", "data-panel-collapsed"] })
  return () => observer.disconnect()
}

const snapshot = () => {
  const root = document.documentElement
  return `${root.dataset.panel === "bottom" ? "bottom" : "right"}${root.hasAttribute("data-panel-collapsed") ? " collapsed" : ""}`
}

/** Pre-rendered markup can't know the visitor's layout: it assumes the default until hydrated. */
const serverSnapshot = () => "right"

export function usePanelState(): { position: PanelPosition; collapsed: boolean } {
  const [position, collapsed] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(" ")
  return { position: position as PanelPosition, collapsed: collapsed !== undefined }
}

/** What the panel's buttons do; loaded when first needed (the live splitter loads it too). */
export const panelCommands = () => import("./commands")
