import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as slider from "@zag-js/slider"
import { fitDefaultValue, useFixThumbsOnRangeChange } from "../../widgets/slider/fixes"
import { SliderForm } from "../../widgets/slider/SliderForm"
import { thumbSize } from "../../widgets/slider/thumbSize"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { MIN_STEPS_BETWEEN, rangeSliderControls } from "./controls"

const MARKERS = [10, 30, 50, 90]
const DEFAULT_VALUE = [10, 60]

export default function RangeSliderPage() {
  const controls = useControls(rangeSliderControls)
  const { min, max, step } = controls.values
  const gap = MIN_STEPS_BETWEEN * step
  const service = useDemoMachine(slider.machine, {
    name: "quantity",
    defaultValue: fitDefaultValue(DEFAULT_VALUE, { min, max, step }, gap),
    minStepsBetweenThumbs: MIN_STEPS_BETWEEN,
    thumbSize,
    ...controls.values,
  })
  useFixThumbsOnRangeChange(service, { min, max, step }, gap)
  const api = slider.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="slider">
        <SliderForm
          api={api}
          label="Quantity:"
          valueText={api.value.join(" - ")}
          markers={MARKERS}
          range={{ min, max, step }}
        >
          <p className="slider-hint">The thumbs stay at least {gap} apart.</p>
        </SliderForm>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedIndex", "thumbSize"]}
          props={[
            "min",
            "max",
            "step",
            "largeStep",
            "minStepsBetweenThumbs",
            "orientation",
            "dir",
            "origin",
            "thumbAlignment",
            "thumbCollisionBehavior",
            "disabled",
            "readOnly",
          ]}
        />
      </Toolbar>
    </>
  )
}
