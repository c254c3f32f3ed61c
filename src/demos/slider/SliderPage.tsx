import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as slider from "@zag-js/slider"
import { useFixThumbsOnRangeChange } from "../../widgets/slider/fixes"
import { SliderForm } from "../../widgets/slider/SliderForm"
import { thumbSize } from "../../widgets/slider/thumbSize"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { sliderControls } from "./controls"

const MARKERS = [10, 30, 90]

export default function SliderPage() {
  const controls = useControls(sliderControls)
  const { min, max, step } = controls.values
  const service = useDemoMachine(slider.machine, {
    name: "quantity",
    defaultValue: [0],
    thumbSize,
    ...controls.values,
  })
  useFixThumbsOnRangeChange(service, { min, max, step })
  const api = slider.connect(service, normalizeProps)

  return (
    <DemoPage
      className="slider"
      controls={controls}
      service={service}
      context={["value", "focusedIndex", "thumbSize"]}
      props={[
        "min",
        "max",
        "step",
        "largeStep",
        "orientation",
        "dir",
        "origin",
        "thumbAlignment",
        "thumbCollisionBehavior",
        "disabled",
        "readOnly",
      ]}
    >
      <SliderForm
        api={api}
        label="Slider Label"
        valueText={api.value.at(0)}
        markers={MARKERS}
        range={{ min, max, step }}
        draggingIndicator
        testHooks
      />
    </DemoPage>
  )
}
