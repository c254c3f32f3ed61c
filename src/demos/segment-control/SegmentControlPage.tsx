import * as radio from "@zag-js/radio-group"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { fruits } from "../../data/fruits"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { segmentControlControls } from "./controls"
import "./segment-control.css"

export default function SegmentControlPage() {
  const controls = useControls(segmentControlControls)
  const service = useMachine(radio.machine, {
    id: useId(),
    name: "fruit",
    orientation: "horizontal",
    ...controls.values,
  })
  const api = radio.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="segmented-control">
        <div {...api.getRootProps()}>
          <span className="visually-hidden" {...api.getLabelProps()}>
            Fruits
          </span>
          <div {...api.getIndicatorProps()} />
          {fruits.map((fruit) => (
            <label key={fruit.id} data-testid={`radio-${fruit.id}`} {...api.getItemProps({ value: fruit.id })}>
              <span data-testid={`label-${fruit.id}`} {...api.getItemTextProps({ value: fruit.id })}>
                {fruit.label}
              </span>
              <input data-testid={`input-${fruit.id}`} {...api.getItemHiddenInputProps({ value: fruit.id })} />
            </label>
          ))}
        </div>
        <button type="button" onClick={() => api.clearValue()}>
          reset
        </button>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue", "focusVisibleValue", "hoveredValue", "activeValue", "indicatorRect"]}
          props={["name", "disabled", "readOnly", "orientation"]}
        />
      </Toolbar>
    </>
  )
}
