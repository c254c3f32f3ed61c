import { type ControlValues, defineControls, toNested } from "../../workbench/controls/schema"

const fields = {
  disabled: { kind: "boolean", default: false },
  clampValueOnBlur: { kind: "boolean", default: true },
  allowMouseWheel: { kind: "boolean", default: false },
  spinOnPress: { kind: "boolean", default: true },
  step: { kind: "number", default: 1 },
  // unset: the machine's own (10 × step with Shift or Page keys, step ÷ 10 with Alt)
  largeStep: { kind: "number" },
  smallStep: { kind: "number" },
  min: { kind: "number", default: 0 },
  max: { kind: "number", default: 100 },
  "formatOptions.maximumFractionDigits": { kind: "number", min: 0, max: 100 },
  "formatOptions.minimumFractionDigits": { kind: "number", min: 0, max: 100 },
  "formatOptions.style": { kind: "select", options: ["decimal", "currency", "percent"] },
  "formatOptions.currency": { kind: "select", options: ["USD", "EUR", "JPY", "GBP", "MXN", "CNY"], default: "USD" },
} as const

type Values = ControlValues<typeof fields>

/** Why Intl cannot format with these options (e.g. minimum above maximum fraction digits), or null. */
export function checkFormat(values: Values): string | null {
  const { formatOptions } = toNested<typeof fields>(values)
  try {
    // whether the options combine does not depend on the locale (a global view setting)
    new Intl.NumberFormat("en-US", formatOptions)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** Replaces a step (or large or small step) of 0 or less, a min above max, and format options Intl cannot combine (the machine would throw). */
function validateNumberInput(entered: Values): { values: Values; problems: string[] } {
  const values = { ...entered }
  const problems: string[] = []
  if (!(values.step > 0)) {
    problems.push(`The step must be above 0 (it is ${values.step}); using 1.`)
    values.step = fields.step.default
  }
  for (const key of ["largeStep", "smallStep"] as const) {
    const size = values[key]
    if (size !== undefined && !(size > 0)) {
      const fallback = key === "largeStep" ? "10 × step" : "step ÷ 10"
      problems.push(`The ${key} must be above 0 (it is ${size}); using the default (${fallback}).`)
      values[key] = undefined
    }
  }
  if (values.min > values.max) {
    problems.push(`The minimum (${values.min}) is above the maximum (${values.max}). Using 0 to 100.`)
    values.min = fields.min.default
    values.max = fields.max.default
  }
  const formatProblem = checkFormat(values)
  if (formatProblem) {
    // plain numbers: without fraction digits and style, the currency alone does not change the format
    problems.push(`Number format ignored: ${formatProblem}.`)
    values["formatOptions.maximumFractionDigits"] = undefined
    values["formatOptions.minimumFractionDigits"] = undefined
    values["formatOptions.style"] = undefined
  }
  return { values, problems }
}

export const numberInputControls = defineControls(fields, { validate: validateNumberInput })
