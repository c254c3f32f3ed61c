import * as radio from "@zag-js/radio-group"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { FruitItems } from "../../widgets/radio-group/FruitItems"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { segmentControlControls } from "./controls"
import "./segment-control.css"

export default function SegmentControlPage() {
  const controls = useControls(segmentControlControls)
  const service = useDemoMachine(radio.machine, {
    name: "fruit",
    orientation: "horizontal",
    ...controls.values,
  })
  const api = radio.connect(service, normalizeProps)

  return (
    <DemoPage
      className="segmented-control"
      controls={controls}
      service={service}
      context={["value", "focusedValue", "focusVisibleValue", "hoveredValue", "activeValue", "indicatorRect"]}
      props={["name", "disabled", "readOnly", "orientation"]}
    >
      <div {...api.getRootProps()}>
        <span className="visually-hidden" {...api.getLabelProps()}>
          Fruits
        </span>
        <div {...api.getIndicatorProps()} />
        <FruitItems api={api} />
      </div>
      <button type="button" onClick={() => api.clearValue()}>
        reset
      </button>
    </DemoPage>
  )
}
