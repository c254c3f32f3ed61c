import { type ControlSchema, defineControls } from "../../workbench/controls/schema"
import { checkSliderRange } from "./range"

/** The slider options shared by /slider and /range-slider (the spec's set SL; `dir` is a view setting). */
const sliderFields = {
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
  thumbAlignment: { kind: "select", options: ["contain", "center"], default: "contain" },
  thumbCollisionBehavior: { kind: "select", options: ["none", "push", "swap"], default: "none" },
  dir: { kind: "view" },
  origin: { kind: "select", options: ["center", "start", "end"], default: "start" },
  min: { kind: "number", default: 0 },
  max: { kind: "number", default: 100 },
  step: { kind: "number", default: 1 },
  // unset: the machine's own, 10 × step (Page keys and Shift+arrows)
  largeStep: { kind: "number" },
} as const satisfies ControlSchema

/** The slider controls for a slider whose thumbs keep `gapSteps` steps between them. */
export function sliderControlSpec(gapSteps = 0) {
  return defineControls(sliderFields, {
    validate: (values) => {
      const { range, problem } = checkSliderRange(values, gapSteps)
      const problems = problem ? [problem] : []
      let { largeStep } = values
      if (largeStep !== undefined && !(largeStep > 0)) {
        problems.push(`largeStep must be above 0 (it is ${largeStep}); using 10 × step.`)
        largeStep = undefined
      }
      return { values: { ...values, ...range, largeStep }, problems }
    },
  })
}
