import * as angleSlider from "@zag-js/angle-slider"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { angleSliderControls } from "./controls"
import "./angle-slider.css"

const MARKERS = [0, 45, 90, 135, 180, 225, 270, 315]

export default function AngleSliderPage() {
  const controls = useControls(angleSliderControls)
  const service = useDemoMachine(angleSlider.machine, controls.values)
  const api = angleSlider.connect(service, normalizeProps)

  return (
    <DemoPage
      className="angle-slider"
      controls={controls}
      service={service}
      context={["value"]}
      props={["step", "disabled", "readOnly"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>
          Angle Slider: <span {...api.getValueTextProps()}>{api.valueAsDegree}</span>
        </label>
        <div {...api.getControlProps()}>
          <div {...api.getThumbProps()}>
            <span className="angle-slider-handle" aria-hidden />
          </div>
          <div {...api.getMarkerGroupProps()}>
            {MARKERS.map((value) => (
              <div key={value} {...api.getMarkerProps({ value })} />
            ))}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <p className="angle-slider-help">
        Drag around the dial, or focus it and use the arrow keys (Shift for 10 steps), Home for 0 and End for 359.
      </p>
    </DemoPage>
  )
}
