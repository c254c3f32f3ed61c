import { sliderJsx } from "../../widgets/slider/code"
import { defineCode } from "../../workbench/code/snippet"
import type { sliderControls } from "./controls"

export default defineCode<typeof sliderControls>({
  name: "Slider",
  machines: [{ module: "slider", fixed: { name: `"quantity"`, defaultValue: "[0]" } }],
  jsx: sliderJsx,
})
