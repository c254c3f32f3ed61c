import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId } from "react"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

// sizes and limits in CSS units: zag turns them into percentages of the splitter's width as it measures it
const panels: splitter.PanelData[] = [
  { id: "sidebar", minSize: "240px", maxSize: "360px" },
  { id: "content", minSize: 20 },
]

/** A sidebar held between 240 and 360 pixels, whatever the width of the splitter; the content takes the rest. */
export default function PixelConstraints() {
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    // the content takes the rest (a default of 60vw, wider than this splitter, would be squeezed in after
    // the first paint: the page would shift as it loads)
    defaultSize: ["240px"],
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "sidebar" })}>
            <p>Sidebar: 240px - 360px</p>
          </div>
          <div
            {...api.getResizeTriggerProps({ id: "sidebar:content" })}
            aria-label="Resize Sidebar and Content"
            data-testid="trigger-sidebar:content"
          >
            <div {...api.getResizeTriggerIndicator({ id: "sidebar:content" })} />
          </div>
          <div {...api.getPanelProps({ id: "content" })}>
            <p>Content</p>
          </div>
        </div>
      </div>
      <p className="splitter-readout">
        Sizes: <output data-testid="sizes">{printSizes(api.getSizes())}</output>
      </p>
    </div>
  )
}
