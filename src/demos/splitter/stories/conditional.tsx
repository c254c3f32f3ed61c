import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId, useState } from "react"
import { ResizeTrigger } from "./parts/ResizeTrigger"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"

const SIDE_SIZE = 25

/**
 * Left and Right come and go at run time: the panel list the machine gets changes with them (each panel's
 * `order` keeps them in place), and Center takes the room a hidden side leaves.
 */
export default function Conditional() {
  const [showLeft, setShowLeft] = useState(true)
  const [showRight, setShowRight] = useState(true)

  const panels = [
    ...(showLeft ? [{ id: "a", order: 1 }] : []),
    { id: "b", order: 2 },
    ...(showRight ? [{ id: "c", order: 3 }] : []),
  ]
  const sides = (showLeft ? 1 : 0) + (showRight ? 1 : 0)
  const defaultSize = panels.map((panel) => (panel.id === "b" ? 100 - sides * SIDE_SIZE : SIDE_SIZE))

  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    defaultSize,
  })
  const api = splitter.connect(service, normalizeProps)

  const labels: Record<string, string> = { a: "Left", b: "Center", c: "Right" }
  const sizes = Object.fromEntries(
    api.getSizes().map((size, index) => [labels[panels[index]?.id] ?? "?", Math.round(size * 100) / 100]),
  )

  return (
    <div className="splitter splitter-story">
      <div className="splitter-actions">
        <button type="button" onClick={() => setShowLeft(!showLeft)}>
          {showLeft ? "Hide Left" : "Show Left"}
        </button>
        <button type="button" onClick={() => setShowRight(!showRight)}>
          {showRight ? "Hide Right" : "Show Right"}
        </button>
      </div>
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          {showLeft && (
            <>
              <div {...api.getPanelProps({ id: "a" })}>
                <p>Left</p>
              </div>
              <ResizeTrigger api={api} id="a:b" label="Resize Left and Center" />
            </>
          )}
          <div {...api.getPanelProps({ id: "b" })}>
            <p>Center</p>
          </div>
          {showRight && (
            <>
              <ResizeTrigger api={api} id="b:c" label="Resize Center and Right" />
              <div {...api.getPanelProps({ id: "c" })}>
                <p>Right</p>
              </div>
            </>
          )}
        </div>
      </div>
      <p className="splitter-readout">
        Sizes: <output data-testid="sizes">{JSON.stringify(sizes)}</output>
      </p>
    </div>
  )
}
