import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { createContext, type ReactNode, useContext, useId, useState } from "react"
import "../splitter.css"
import { machineWithCollapseFromCurrentLayout } from "../fixes"
import { printSizes } from "./printSizes"

/** The splitter a panel or handle belongs to: the nearest group above it. */
const SplitterContext = createContext<splitter.Api | null>(null)

function useSplitter() {
  const api = useContext(SplitterContext)
  if (!api) throw new Error("A splitter panel or handle must sit inside a SplitterGroup")
  return api
}

type GroupProps = {
  orientation: "horizontal" | "vertical"
  panels: splitter.PanelData[]
  defaultSize: number[]
  onResize: (size: number[]) => void
  children: ReactNode
}

function SplitterGroup({ orientation, panels, defaultSize, onResize, children }: GroupProps) {
  // Enter collapses or expands from the current layout (zag 1.47.0 starts from the first one: see fixes.ts)
  const service = useMachine(machineWithCollapseFromCurrentLayout, {
    id: useId(),
    orientation,
    panels,
    defaultSize,
    onResize: (details) => onResize(details.size),
  })
  const api = splitter.connect(service, normalizeProps)
  return (
    <SplitterContext.Provider value={api}>
      <div {...api.getRootProps()}>{children}</div>
    </SplitterContext.Provider>
  )
}

/** A panel of the nearest group; `holdsSplitter` lets the splitter inside fill it. */
function Panel({ id, holdsSplitter, children }: { id: string; holdsSplitter?: boolean; children: ReactNode }) {
  const api = useSplitter()
  return (
    <div {...api.getPanelProps({ id })} className={holdsSplitter ? "splitter-holder" : undefined}>
      {children}
    </div>
  )
}

function ResizeTrigger({ id, label }: { id: splitter.ResizeTriggerId; label: string }) {
  const api = useSplitter()
  return (
    <div {...api.getResizeTriggerProps({ id })} aria-label={label} data-testid={`trigger-${id}`}>
      <div {...api.getResizeTriggerIndicator({ id })} />
    </div>
  )
}

// the middle panel of the row and the first of the middle level collapse (Enter on the handle after them)
const rowPanels: splitter.PanelData[] = [
  { id: "left", minSize: 10 },
  { id: "centre", collapsible: true, collapsedSize: 10, minSize: 30 },
  { id: "right", minSize: 10 },
]
const columnPanels: splitter.PanelData[] = [
  { id: "top", collapsible: true, collapsedSize: 10, minSize: 20 },
  { id: "bottom", minSize: 20 },
]
const bottomPanels: splitter.PanelData[] = [{ id: "bottom-left" }, { id: "bottom-right" }]

const defaults = { row: [25, 50, 25], column: [50, 50], bottom: [50, 50] }
type Level = keyof typeof defaults

/**
 * Three splitters, one inside the other: a row of Left, centre and Right; the centre a column of Top and
 * bottom; the bottom a row of two. Each group hands its machine's API down through React context, so a panel
 * or handle belongs to the nearest group above it.
 */
export default function Multiple() {
  const [sizes, setSizes] = useState(defaults)
  const report = (level: Level) => (size: number[]) => setSizes((current) => ({ ...current, [level]: size }))

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame splitter-frame-nested" data-orientation="horizontal">
        <SplitterGroup orientation="horizontal" panels={rowPanels} defaultSize={defaults.row} onResize={report("row")}>
          <Panel id="left">
            <p>Left</p>
          </Panel>
          <ResizeTrigger id="left:centre" label="Resize Left and Centre" />
          <Panel id="centre" holdsSplitter>
            <SplitterGroup
              orientation="vertical"
              panels={columnPanels}
              defaultSize={defaults.column}
              onResize={report("column")}
            >
              <Panel id="top">
                <p>Top</p>
              </Panel>
              <ResizeTrigger id="top:bottom" label="Resize Top and Bottom" />
              <Panel id="bottom" holdsSplitter>
                <SplitterGroup
                  orientation="horizontal"
                  panels={bottomPanels}
                  defaultSize={defaults.bottom}
                  onResize={report("bottom")}
                >
                  <Panel id="bottom-left">
                    <p>Bottom left</p>
                  </Panel>
                  <ResizeTrigger id="bottom-left:bottom-right" label="Resize Bottom left and Bottom right" />
                  <Panel id="bottom-right">
                    <p>Bottom right</p>
                  </Panel>
                </SplitterGroup>
              </Panel>
            </SplitterGroup>
          </Panel>
          <ResizeTrigger id="centre:right" label="Resize Centre and Right" />
          <Panel id="right">
            <p>Right</p>
          </Panel>
        </SplitterGroup>
      </div>
      <ul className="splitter-readout splitter-levels">
        <li>
          Left, Centre, Right: <output data-testid="sizes-level-1">{printSizes(sizes.row)}</output>
        </li>
        <li>
          Top, Bottom: <output data-testid="sizes-level-2">{printSizes(sizes.column)}</output>
        </li>
        <li>
          Bottom left, Bottom right: <output data-testid="sizes-level-3">{printSizes(sizes.bottom)}</output>
        </li>
      </ul>
    </div>
  )
}
