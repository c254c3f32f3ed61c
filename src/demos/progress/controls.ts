import { defineControls, type ValuesOf } from "../../workbench/controls/schema"
import { checkRange, type Range } from "./validate"

export const progressControls = defineControls(
  {
    orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
    min: { kind: "number", default: 0 },
    // a text field on purpose: a number input cannot hold the non-number text the machine must refuse
    max: { kind: "string", default: "100" },
  },
  {
    validate: (values) => {
      const { range, problem } = checkRange(values.min, values.max)
      if (!problem) return { values, problems: [] }
      return { values: { ...values, min: range.min, max: String(range.max) }, problems: [problem] }
    },
  },
)

/** The validated min and max as numbers. */
export function progressRange(values: ValuesOf<typeof progressControls>): Range {
  return checkRange(values.min, values.max).range
}
