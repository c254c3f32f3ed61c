import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { memo, useLayoutEffect, useState } from "react"
import { currentSearch, useSearch } from "../url/searchStore"
import { relayout } from "./commands"
import type { PanelPosition } from "../viewSettings/settings"
import { PANEL_LIMITS, readLayout, storeCollapsed, storeSize } from "./layout"
import { HANDLE_ID, type LiveParts, PANEL_ID, type PartProps, ROOT_ID, STAGE_ID } from "./parts"
import { machineWithoutInlineStyle } from "./fixes"

export type LiveSplitterProps = { position: PanelPosition; onParts: (parts: LiveParts) => void }

const PANELS: splitter.Props["panels"] = [
  { id: "stage", minSize: PANEL_LIMITS.stageMin },
  { id: "panel", minSize: PANEL_LIMITS.min, maxSize: PANEL_LIMITS.max, collapsible: true, collapsedSize: 0 },
]
const IDS: splitter.Props["ids"] = {
  root: ROOT_ID,
  panel: (id) => (id === "stage" ? STAGE_ID : PANEL_ID),
  resizeTrigger: () => HANDLE_ID,
}

/** Without `data-scope`: the workbench's parts are not the demo's (tests and demo styles look for those). */
function own(props: PartProps): PartProps {
  const { "data-scope": _scope, ...rest } = props
  return rest
}

/**
 * zag's splitter over the workbench's markup (keyed by the position: docking elsewhere starts a new one).
 * Renders nothing itself: it hands its parts' props up to the Workbench after every change.
 */
export const LiveSplitter = memo(function LiveSplitter({ position, onParts }: LiveSplitterProps) {
  // the page's layout follows the URL's `panel` (and, after a visit on the client, starts from what's stored)
  const panelInLink = new URLSearchParams(useSearch()).get("panel")
  useLayoutEffect(relayout, [panelInLink])
  // the size the page was laid out with; later changes come from the machine itself
  const [defaultSize] = useState(() => {
    const { size, collapsed } = readLayout(currentSearch())
    return collapsed ? [100, 0] : [100 - size, size]
  })
  const service = useMachine(machineWithoutInlineStyle, {
    id: ROOT_ID,
    ids: IDS,
    orientation: position === "right" ? "horizontal" : "vertical",
    panels: PANELS,
    defaultSize,
    onResize: ({ size }) => {
      storeSize(position, size[1])
      relayout()
    },
    onCollapse: () => {
      storeCollapsed(true)
      relayout()
    },
    onExpand: () => {
      storeCollapsed(false)
      relayout()
    },
  })
  const api = splitter.connect(service, normalizeProps)
  const synced = service.context.get("size").length > 0
  useLayoutEffect(() => {
    // until the machine has measured the page, its styles would not know a collapsed panel
    if (!synced) return
    onParts({
      root: own(api.getRootProps()),
      stage: own(api.getPanelProps({ id: "stage" })),
      handle: own(api.getResizeTriggerProps({ id: "stage:panel" })),
      panel: own(api.getPanelProps({ id: "panel" })),
      api,
    })
  })
  return null
})
