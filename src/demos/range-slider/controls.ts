import { sliderControlSpec } from "../../widgets/slider/controls"

/** The thumbs keep at least this many steps between them. */
export const MIN_STEPS_BETWEEN = 5

// the same nine options as /slider (as the slider page specifies); the range check also makes room for the gap
export const rangeSliderControls = sliderControlSpec(MIN_STEPS_BETWEEN)
