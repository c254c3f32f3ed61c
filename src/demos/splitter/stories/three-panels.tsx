import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId } from "react"
import { ResizeTrigger } from "./parts/ResizeTrigger"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const panels = [{ id: "a" }, { id: "b" }, { id: "c" }]

/** Three panels and two handles; Tab moves from one handle to the next, the arrow keys resize. */
export default function ThreePanels() {
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    defaultSize: [30, 40, 30],
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "a" })}>
            <p>Left</p>
          </div>
          <ResizeTrigger api={api} id="a:b" label="Resize Left and Middle" />
          <div {...api.getPanelProps({ id: "b" })}>
            <p>Middle</p>
          </div>
          <ResizeTrigger api={api} id="b:c" label="Resize Middle and Right" />
          <div {...api.getPanelProps({ id: "c" })}>
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
