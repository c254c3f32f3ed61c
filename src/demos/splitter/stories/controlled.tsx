import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useId, useState } from "react"
import { ResizeTrigger } from "./parts/ResizeTrigger"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"
import { printSizes } from "./printSizes"

const panels = [{ id: "a" }, { id: "b" }, { id: "c" }]

const presets: { label: string; size: number[] }[] = [
  { label: "Reset", size: [25, 50, 25] },
  { label: "Left wide", size: [50, 25, 25] },
  { label: "Right wide", size: [25, 25, 50] },
  { label: "Center wide", size: [15, 70, 15] },
]

/** The sizes live in React: the machine reads them from `size` and reports each resize through `onResize`. */
export default function Controlled() {
  const [size, setSize] = useState<number[]>([25, 50, 25])
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    size,
    onResize: (details) => setSize(details.size),
  })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-actions">
        {presets.map((preset) => (
          <button key={preset.label} type="button" onClick={() => setSize(preset.size)}>
            {preset.label}
          </button>
        ))}
      </div>
      <div className="splitter-frame" data-orientation={api.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "a" })}>
            <p>Left</p>
          </div>
          <ResizeTrigger api={api} id="a:b" label="Resize Left and Center" />
          <div {...api.getPanelProps({ id: "b" })}>
            <p>Center</p>
          </div>
          <ResizeTrigger api={api} id="b:c" label="Resize Center and Right" />
          <div {...api.getPanelProps({ id: "c" })}>
            <p>Right</p>
          </div>
        </div>
      </div>
      <p className="splitter-readout">
        Sizes (in React): <output data-testid="sizes">{printSizes(size)}</output>
      </p>
    </div>
  )
}
