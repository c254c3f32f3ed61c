import { sliderJsx } from "../../widgets/slider/code"
import { defineCode } from "../../workbench/code/snippet"
import type { rangeSliderControls } from "./controls"

export default defineCode<typeof rangeSliderControls>({
  name: "RangeSlider",
  machines: [{ module: "slider", fixed: { name: `"quantity"`, defaultValue: "[10, 60]", minStepsBetweenThumbs: "5" } }],
  jsx: sliderJsx,
})
