import { normalizeProps, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useEffect, useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { FormOutput } from "../../workbench/FormOutput"
import { formValues } from "../../workbench/formValues"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { checkSliderRange, fitValues, rangeSliderControls } from "./controls"
import "./range-slider.css"

const MARKERS = [10, 30, 50, 90]
/** The thumbs keep at least this many steps between them. */
const MIN_STEPS_BETWEEN = 5

export default function RangeSliderPage() {
  const controls = useControls(rangeSliderControls)
  const { min, max, step, ...options } = controls.values
  const { range, problem } = checkSliderRange({ min, max, step }, MIN_STEPS_BETWEEN)
  const gap = MIN_STEPS_BETWEEN * range.step
  const service = useMachine(slider.machine, {
    id: useId(),
    name: "quantity",
    defaultValue: [10, 60],
    minStepsBetweenThumbs: MIN_STEPS_BETWEEN,
    ...options,
    ...range,
  })
  const api = slider.connect(service, normalizeProps)
  const [formState, setFormState] = useState<Record<string, unknown> | null>(null)

  // a new min, max or step moves the thumbs back onto the range
  useEffect(() => {
    const current = service.context.get("value")
    const next = fitValues(current, range, gap)
    if (next.some((value, i) => value !== current[i])) service.send({ type: "SET_VALUE", value: next })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range.min, range.max, range.step])

  return (
    <>
      <DemoMain className="slider">
        <form className="slider-form" onChange={(e) => setFormState(formValues(e.currentTarget))}>
          <div {...api.getRootProps()}>
            <div className="slider-header">
              <label {...api.getLabelProps()}>Quantity:</label>
              <output {...api.getValueTextProps()}>{api.value.join(" - ")}</output>
            </div>
            <div className="control-area">
              <div {...api.getControlProps()}>
                <div {...api.getTrackProps()}>
                  <div {...api.getRangeProps()} />
                </div>
                {api.value.map((_, index) => (
                  <div key={index} {...api.getThumbProps({ index })}>
                    <input {...api.getHiddenInputProps({ index })} />
                  </div>
                ))}
              </div>
              <div {...api.getMarkerGroupProps()}>
                {MARKERS.filter((value) => value >= range.min && value <= range.max).map((value) => (
                  <span key={value} {...api.getMarkerProps({ value })}>
                    *
                  </span>
                ))}
              </div>
            </div>
            <p className="slider-hint">The thumbs stay at least {gap} apart.</p>
          </div>
        </form>
        {problem && (
          <p className="slider-problem" role="alert">
            Invalid range: {problem}
          </p>
        )}
        <FormOutput label="Form values" values={formState} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedIndex", "thumbSize"]}
          props={[
            "min",
            "max",
            "step",
            "minStepsBetweenThumbs",
            "orientation",
            "dir",
            "origin",
            "thumbAlignment",
            "disabled",
            "readOnly",
          ]}
        />
      </Toolbar>
    </>
  )
}
