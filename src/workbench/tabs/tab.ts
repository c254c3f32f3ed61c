import type { ComponentType, ReactNode } from "react"
import type { ControlSchema } from "../controls/schema"
import type { Controls } from "../controls/useControls"
import type { TabKey } from "../viewSettings/settings"

export type TabPanelProps = {
  controls: Controls<ControlSchema>
  /** The page's visualizers. */
  visualizers: ReactNode
  /** Whether this tab is open. */
  open: boolean
}

/** One tab of the toolbar (its `tab` URL value and panel; its label is the `tab` setting's text for it): ./index.ts lists them in order. */
export type ToolbarTab = {
  key: TabKey
  /** Mounted while closed too (keeps its state), instead of only while open. */
  keepMounted?: boolean
  /** The panel itself takes focus (it has nothing focusable of its own). */
  focusablePanel?: boolean
  /** Its content (a lazy component suspends: the toolbar shows "Loading…" meanwhile). */
  Panel: ComponentType<TabPanelProps>
}
