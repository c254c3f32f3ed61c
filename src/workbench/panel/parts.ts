import type { Api as SplitterApi } from "@zag-js/splitter"
import { createContext, useContext } from "react"

export type PartProps = Record<string, unknown>

/** The live splitter's element props and API; null until its code has loaded (the markup is laid out by CSS till then). */
export type LiveParts = { root: PartProps; stage: PartProps; handle: PartProps; panel: PartProps; api: SplitterApi }

export const LivePartsContext = createContext<LiveParts | null>(null)
export const useLiveParts = () => useContext(LivePartsContext)

export const ROOT_ID = "workbench"
export const STAGE_ID = "workbench-stage"
export const PANEL_ID = "workbench-panel"
export const HANDLE_ID = "workbench-handle"
