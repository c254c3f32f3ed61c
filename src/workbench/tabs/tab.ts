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

/** One tab of the toolbar (its `tab` URL value, label and panel): ./index.ts lists them in order. */
export type ToolbarTab = {
  key: TabKey
  label: string
  /** Mounted while closed too (keeps its state), instead of only while open. */
  keepMounted?: boolean
  /** The panel itself takes focus (it has nothing focusable of its own). */
  focusablePanel?: boolean
  Panel: ComponentType<TabPanelProps>
}
