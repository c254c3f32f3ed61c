import { defineControls } from "../../workbench/controls/schema"

/** A usable step is above 0 and at most 180 degrees; anything else falls back to 1 with a reason. */
export function checkStep(step: number): { step: number; problem: string | null } {
  if (step > 0 && step <= 180) return { step, problem: null }
  return { step: 1, problem: `step must be above 0 and at most 180 degrees (got ${step}); using 1.` }
}

export const angleSliderControls = defineControls(
  {
    disabled: { kind: "boolean", default: false },
    readOnly: { kind: "boolean", default: false },
    step: { kind: "number", default: 1 },
    dir: { kind: "view" },
  },
  {
    validate: (values) => {
      const { step, problem } = checkStep(values.step)
      return { values: { ...values, step }, problems: problem ? [problem] : [] }
    },
  },
)
