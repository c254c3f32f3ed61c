import { sliderControlSpec } from "../../widgets/slider/controls"

export const sliderControls = sliderControlSpec()
