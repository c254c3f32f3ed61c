import { type ComponentType, createElement, type ReactNode, useState } from "react"
import { useAfterLoad } from "../afterLoad"
import { useHydrated } from "../hydration"
import type { LiveSplitterProps } from "./LiveSplitter"
import { LivePartsContext, type LiveParts, ROOT_ID } from "./parts"
import { usePanelState } from "./state"

// zag's splitter is no part of a page's first load: CSS lays the page out as it will (workbench.css, from
// what src/panel-init.js set on <html>), and the machine takes over once the page has loaded
let LiveSplitter: ComponentType<LiveSplitterProps> | undefined
const loadSplitter = () => import("./LiveSplitter").then((module) => (LiveSplitter = module.LiveSplitter))
const loadedSplitter = () => LiveSplitter

/**
 * A demo page's workbench: the stage (view settings and the demo's `<main>`, see DemoMain) and the
 * toolbar's panel (see Toolbar), either side of a resize handle. The panel docks right or bottom,
 * resizes and collapses; the layout is remembered (./layout.ts).
 */
export function Workbench({ children }: { children: ReactNode }) {
  const { position } = usePanelState()
  const Live = useAfterLoad(loadSplitter, loadedSplitter, useHydrated())
  const [parts, setParts] = useState<LiveParts | null>(null)
  return (
    <>
      {/* the live splitter comes from the module cache, not from this render */}
      {Live && createElement(Live, { key: position, position, onParts: setParts })}
      <div id={ROOT_ID} className="workbench" {...parts?.root}>
        <LivePartsContext.Provider value={parts}>{children}</LivePartsContext.Provider>
      </div>
    </>
  )
}
