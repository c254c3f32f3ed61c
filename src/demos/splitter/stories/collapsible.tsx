import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId, useState } from "react"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const panels: splitter.PanelData[] = [
  { id: "a", collapsible: true, collapsedSize: 5, minSize: 10, maxSize: 20 },
  { id: "b", minSize: 50 },
]

const round = (size: number) => Math.round(size * 100) / 100

/**
 * A stays between 10 % and 20 %; pushed below its minimum it collapses to 5 %, and pulled out again it
 * expands (the button does both). Each collapse and expand is logged.
 */
export default function Collapsible() {
  const [log, setLog] = useState<string[]>([])
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    defaultSize: [15, 85],
    onCollapse: ({ panelId, size }) =>
      setLog((lines) => [...lines, `collapse ${panelId.toUpperCase()} (${round(size)} %)`]),
    onExpand: ({ panelId, size }) =>
      setLog((lines) => [...lines, `expand ${panelId.toUpperCase()} (${round(size)} %)`]),
  })
  const api = splitter.connect(service, normalizeProps)
  const collapsed = api.isPanelCollapsed("a")
  const toggleA = () => (collapsed ? api.expandPanel("a") : api.collapsePanel("a"))

  return (
    <div className="splitter splitter-story">
      <div className="splitter-actions">
        <button type="button" onClick={toggleA}>
          {collapsed ? "Expand A" : "Collapse A"}
        </button>
      </div>
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "a" })}>
            <p>A</p>
          </div>
          <div {...api.getResizeTriggerProps({ id: "a:b" })} aria-label="Resize A and B">
            <div {...api.getResizeTriggerIndicator({ id: "a:b" })} />
          </div>
          <div {...api.getPanelProps({ id: "b" })}>
            <p>B</p>
          </div>
        </div>
      </div>
      <p className="splitter-readout">
        Sizes: <output data-testid="sizes">{printSizes(api.getSizes())}</output>
      </p>
      <section className="splitter-events" aria-label="Collapse and expand log">
        {log.length === 0 ? (
          <p className="splitter-readout">No collapse or expand yet.</p>
        ) : (
          <ol className="splitter-log" data-testid="log">
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
