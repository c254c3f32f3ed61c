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
  locale: { kind: "view" },
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

/**
 * The smallest step the machine can take: it counts a step's decimals one power of ten at a time, which
 * never ends for a number too small to scale back (1e-320), and the page would hang at the first step.
 */
export const MIN_STEP = 1e-9

/** Why a step size is unusable (0 or less, or too small to count its decimals), or null. */
function stepSizeProblem(name: string, size: number): string | null {
  if (!(size > 0)) return `The ${name} must be above 0 (it is ${size})`
  if (size < MIN_STEP) return `The ${name} must be at least ${MIN_STEP} (it is ${size})`
  return null
}

/** Replaces an unusable step (or large or small step), a min above max, and format options Intl cannot combine (the machine would throw). */
function validateNumberInput(entered: Values): { values: Values; problems: string[] } {
  const values = { ...entered }
  const problems: string[] = []
  const stepProblem = stepSizeProblem("step", values.step)
  if (stepProblem) {
    problems.push(`${stepProblem}; using 1.`)
    values.step = fields.step.default
  }
  for (const key of ["largeStep", "smallStep"] as const) {
    const size = values[key]
    const problem = size === undefined ? null : stepSizeProblem(key, size)
    if (problem) {
      const fallback = key === "largeStep" ? "10 × step" : "step ÷ 10"
      problems.push(`${problem}; using the default (${fallback}).`)
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
