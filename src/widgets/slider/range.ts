export type SliderRange = { min: number; max: number; step: number }

export const DEFAULT_RANGE: SliderRange = { min: 0, max: 100, step: 1 }

/**
 * Checks min, max and step before they reach the machine (which throws on an impossible range);
 * `gapSteps` is the number of steps the thumbs keep between them. Returns the range to use (the
 * default one when the given one is unusable) and the reason, if any.
 */
export function checkSliderRange(given: SliderRange, gapSteps = 0): { range: SliderRange; problem: string | null } {
  const { min, max, step } = given
  let problem: string | null = null
  if (!(min < max)) problem = `min (${min}) must be less than max (${max})`
  else if (!(step > 0)) problem = `step (${step}) must be greater than 0`
  else if (step > max - min) problem = `step (${step}) must not exceed max − min (${max - min})`
  else if (gapSteps * step > max - min)
    problem = `the thumbs need ${gapSteps * step} between them, more than max − min (${max - min})`
  if (!problem) return { range: { min, max, step }, problem: null }
  return { range: DEFAULT_RANGE, problem: `Invalid range: ${problem}; using 0 to 100, step 1.` }
}

/** Snaps a value to the step grid of the range and clamps it into the range. */
export function fitToRange(value: number, { min, max, step }: SliderRange): number {
  const snapped = min + Math.round((value - min) / step) * step
  const clamped = Math.min(max, Math.max(min, snapped))
  return Number(clamped.toFixed(10))
}

/** Fits every thumb into the range, keeping `gap` between neighbours. */
export function fitValues(values: number[], range: SliderRange, gap = 0): number[] {
  const next = values.map((value) => fitToRange(value, range))
  for (let i = 1; i < next.length; i++) {
    if (next[i] - next[i - 1] < gap) next[i] = Math.min(range.max, next[i - 1] + gap)
    if (next[i] - next[i - 1] < gap) next[i - 1] = Math.max(range.min, next[i] - gap)
  }
  return next
}
