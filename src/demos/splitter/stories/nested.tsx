import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId, useState } from "react"
import { ResizeTrigger } from "./parts/ResizeTrigger"
import "../splitter.css"
import { machineWithoutInlineStyle, registryWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const columnPanels = [{ id: "left" }, { id: "middle" }, { id: "right" }]
const rowPanels = [{ id: "top" }, { id: "center" }, { id: "bottom" }]

/**
 * Hit areas the size of a fingertip: a handle reacts this far past each of its sides (8 px handles: 44 px
 * across for touch and pens, 24 px for a mouse).
 */
const hitAreaMargins: splitter.HitAreaMargins = { coarse: 18, fine: 8 }

/**
 * A column splitter whose middle panel is a row splitter. Both register their handles with one shared
 * registry, which watches the pointer for the whole page: pressed where a column handle crosses a row handle,
 * it starts both drags at once, so one diagonal drag resizes both splitters.
 */
export default function Nested() {
  const [registry] = useState(() => registryWithoutInlineStyle({ hitAreaMargins }))
  const columnsService = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels: columnPanels,
    defaultSize: [25, 50, 25],
    registry,
  })
  const columns = splitter.connect(columnsService, normalizeProps)
  const rowsService = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    orientation: "vertical",
    panels: rowPanels,
    defaultSize: [30, 40, 30],
    registry,
  })
  const rows = splitter.connect(rowsService, normalizeProps)

  const dragging = [columns, rows].filter((api) => api.dragging).length
  const multiDrag = ["none", "one splitter", "both splitters"][dragging]

  return (
    <div className="splitter splitter-story">
      <h2 className="splitter-title">Nested Splitters with Multi-Drag</h2>
      <div className="splitter-frame splitter-frame-nested" data-orientation={columns.orientation} data-hit-areas>
        <div {...columns.getRootProps()}>
          <div {...columns.getPanelProps({ id: "left" })}>
            <p>Left Panel</p>
          </div>
          <ResizeTrigger api={columns} id="left:middle" label="Resize Left Panel and the middle" />
          <div {...columns.getPanelProps({ id: "middle" })} className="splitter-holder">
            <div {...rows.getRootProps()}>
              <div {...rows.getPanelProps({ id: "top" })}>
                <p>Top</p>
              </div>
              <ResizeTrigger api={rows} id="top:center" label="Resize Top and Middle" />
              <div {...rows.getPanelProps({ id: "center" })}>
                <p>Middle</p>
              </div>
              <ResizeTrigger api={rows} id="center:bottom" label="Resize Middle and Bottom" />
              <div {...rows.getPanelProps({ id: "bottom" })}>
                <p>Bottom</p>
              </div>
            </div>
          </div>
          <ResizeTrigger api={columns} id="middle:right" label="Resize the middle and Right Panel" />
          <div {...columns.getPanelProps({ id: "right" })}>
            <p>Right Panel</p>
          </div>
        </div>
      </div>
      <ul className="splitter-readout splitter-levels">
        <li>
          Multi-drag intersection zone: press where a column handle crosses a row handle, then drag. Dragging:{" "}
          <output data-testid="multi-drag">{multiDrag}</output>
        </li>
        <li>
          Columns: <output data-testid="sizes-columns">{printSizes(columns.getSizes())}</output>
        </li>
        <li>
          Rows: <output data-testid="sizes-rows">{printSizes(rows.getSizes())}</output>
        </li>
      </ul>
    </div>
  )
}
