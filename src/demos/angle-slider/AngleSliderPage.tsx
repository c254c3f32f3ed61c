import * as angleSlider from "@zag-js/angle-slider"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { angleSliderControls, checkStep } from "./controls"
import "./angle-slider.css"

const MARKERS = [0, 45, 90, 135, 180, 225, 270, 315]

export default function AngleSliderPage() {
  const controls = useControls(angleSliderControls)
  const { step, problem } = checkStep(controls.values.step)
  const service = useMachine(angleSlider.machine, { id: useId(), ...controls.values, step })
  const api = angleSlider.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="angle-slider">
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
        {problem && (
          <p className="angle-slider-problem" role="alert">
            Invalid option: {problem}
          </p>
        )}
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["value"]} props={["step", "disabled", "readOnly"]} />
      </Toolbar>
    </>
  )
}
