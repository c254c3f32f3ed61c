import { defineControls } from "../../workbench/controls/schema"

/** The nine slider options shared by /slider and /range-slider. */
export const sliderControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
  thumbAlignment: { kind: "select", options: ["contain", "center"], default: "contain" },
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  origin: { kind: "select", options: ["center", "start"], default: "start" },
  min: { kind: "number", default: 0 },
  max: { kind: "number", default: 100 },
  step: { kind: "number", default: 1 },
})

export type SliderRange = { min: number; max: number; step: number }

/**
 * Checks the numeric options before they reach the machine (which throws on an impossible range).
 * Returns the range to use (the defaults when the given one is unusable) and a reason to show.
 */
export function checkSliderRange(given: SliderRange, gapSteps = 0): { range: SliderRange; problem: string | null } {
  const { min, max, step } = given
  const fallback = { min: 0, max: 100, step: 1 }
  let problem: string | null = null
  if (!(min < max)) problem = `min (${min}) must be less than max (${max})`
  else if (!(step > 0)) problem = `step (${step}) must be greater than 0`
  else if (step > max - min) problem = `step (${step}) must not exceed max − min (${max - min})`
  else if (gapSteps * step > max - min)
    problem = `the thumbs need ${gapSteps * step} between them, more than max − min (${max - min})`
  return problem ? { range: fallback, problem: `${problem}; using 0 to 100, step 1.` } : { range: given, problem: null }
}

/** Snaps a value to the step grid of the range and clamps it into the range. */
export function fitToRange(value: number, { min, max, step }: SliderRange): number {
  const snapped = min + Math.round((value - min) / step) * step
  const clamped = Math.min(max, Math.max(min, snapped))
  return Number(clamped.toFixed(10))
}

/** Fits every thumb into the range, keeping `gap` between neighbours (used when min, max or step change). */
export function fitValues(values: number[], range: SliderRange, gap = 0): number[] {
  const next = values.map((value) => fitToRange(value, range))
  for (let i = 1; i < next.length; i++) {
    if (next[i] - next[i - 1] < gap) next[i] = Math.min(range.max, next[i - 1] + gap)
    if (next[i] - next[i - 1] < gap) next[i - 1] = Math.max(range.min, next[i] - gap)
  }
  return next
}
