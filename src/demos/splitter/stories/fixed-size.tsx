import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId } from "react"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const panels = [{ id: "left" }, { id: "right" }]

/**
 * A block of fixed width sits between the two panels without being one. Each handle names only the panel on
 * its side (`left:`, `:right`); zag finds the other one across the block, so either handle resizes both.
 */
export default function FixedSize() {
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    defaultSize: [50, 50],
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "left" })}>
            <p>Left</p>
          </div>
          <div {...api.getResizeTriggerProps({ id: "left:" })} aria-label="Resize Left" data-testid="trigger-left:">
            <div {...api.getResizeTriggerIndicator({ id: "left:" })} />
          </div>
          <div className="splitter-fixed" data-testid="fixed-block">
            Fixed 120px
          </div>
          <div {...api.getResizeTriggerProps({ id: ":right" })} aria-label="Resize Right" data-testid="trigger-:right">
            <div {...api.getResizeTriggerIndicator({ id: ":right" })} />
          </div>
          <div {...api.getPanelProps({ id: "right" })}>
            <p>Right</p>
          </div>
        </div>
      </div>
      <p className="splitter-readout">
        Sizes: <output data-testid="sizes">{printSizes(api.getSizes())}</output>
      </p>
    </div>
  )
}
