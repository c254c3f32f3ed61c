import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId } from "react"
import { ResizeTrigger } from "./parts/ResizeTrigger"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

// limits relative to the root font (rem), the splitter's own font (em) and the window's height (vh)
const panels: splitter.PanelData[] = [
  { id: "header", minSize: "6rem", maxSize: "20vh" },
  { id: "body", minSize: "12rem" },
  { id: "footer", minSize: "4em", maxSize: "25vh" },
]

/** Header, body and footer stacked, each held by limits in rem, em and vh. */
export default function RelativeUnits() {
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    orientation: "vertical",
    panels,
    defaultSize: [25, 55, 20],
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame splitter-frame-tall" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "header" })}>
            <p>Header: 6rem - 20vh</p>
          </div>
          <ResizeTrigger api={api} id="header:body" label="Resize Header and Body" />
          <div {...api.getPanelProps({ id: "body" })}>
            <p>Body: min 12rem</p>
          </div>
          <ResizeTrigger api={api} id="body:footer" label="Resize Body and Footer" />
          <div {...api.getPanelProps({ id: "footer" })}>
            <p>Footer: 4em - 25vh</p>
          </div>
        </div>
      </div>
      <p className="splitter-readout">
        Sizes: <output data-testid="sizes">{printSizes(api.getSizes())}</output>
      </p>
    </div>
  )
}
