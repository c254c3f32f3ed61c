import { type ControlSchema, defineControls } from "../../workbench/controls/schema"
import { checkSliderRange } from "./range"

/** The nine slider options shared by /slider and /range-slider, as the slider page specifies. */
const sliderFields = {
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
  thumbAlignment: { kind: "select", options: ["contain", "center"], default: "contain" },
  origin: { kind: "select", options: ["center", "start"], default: "start" },
  min: { kind: "number", default: 0 },
  max: { kind: "number", default: 100 },
  step: { kind: "number", default: 1 },
} as const satisfies ControlSchema

/** The slider controls for a slider whose thumbs keep `gapSteps` steps between them. */
export function sliderControlSpec(gapSteps = 0) {
  return defineControls(sliderFields, {
    validate: (values) => {
      const { range, problem } = checkSliderRange(values, gapSteps)
      return { values: { ...values, ...range }, problems: problem ? [problem] : [] }
    },
  })
}
