import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import { fixScrollUnderPointer } from "../fixes"
import "../tooltip.css"

const rows = Array.from({ length: 100 }, (_, index) => index + 1)

/** One row: its own tooltip, at its right, after 100 ms. */
function Row({ row }: { row: number }) {
  const service = useMachine(tooltip.machine, {
    id: useId(),
    openDelay: 100,
    closeDelay: 100,
    positioning: { placement: "right" },
    ...fixScrollUnderPointer,
  })
  const api = tooltip.connect(service, normalizeProps)
  return (
    <li>
      <button className="tooltip-scroll-row" {...api.getTriggerProps()}>
        Row {row}
      </button>
      {api.open && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="tooltip-content" {...api.getContentProps()}>
              Tooltip for row {row}
            </div>
          </div>
        </Portal>
      )}
    </li>
  )
}

export default function Scroll() {
  return (
    <div className="tooltip tooltip-scroll">
      <h2>Tooltip Scroll Hover Test</h2>
      <p>
        Hover a row, then scroll with the wheel without moving the pointer: the row that lands under it shows its
        tooltip.
      </p>
      <ul className="tooltip-scroll-box" aria-label="Rows">
        {rows.map((row) => (
          <Row key={row} row={row} />
        ))}
      </ul>
    </div>
  )
}
