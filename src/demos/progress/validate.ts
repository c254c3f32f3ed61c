/** The checks the progress machine makes (it throws on them), turned into messages. */
export type Range = { min: number; max: number }

export const DEFAULT_RANGE: Range = { min: 0, max: 100 }

export function parseMax(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === "") return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/** The range the controls ask for, or the default one with the reason it was refused. */
export function checkRange(min: number, maxText: string): { range: Range; problem: string | null } {
  const max = parseMax(maxText)
  if (max === null)
    return {
      range: DEFAULT_RANGE,
      problem: `The max value passed is not a valid number: “${maxText}”; using 0 to 100.`,
    }
  if (max <= min)
    return {
      range: DEFAULT_RANGE,
      problem: `The max value must be greater than the min value: ${max} is not above ${min}; using 0 to 100.`,
    }
  return { range: { min, max }, problem: null }
}

/** Why a value does not fit the range, or null when it does (null, indeterminate, always fits). */
export function valueIssue(value: number | null, { min, max }: Range): string | null {
  if (value === null) return null
  if (value > max) return `The value passed exceeds the max value: ${value} is above ${max}.`
  if (value < min) return `The value passed exceeds the min value: ${value} is below ${min}.`
  return null
}

export const clampValue = (value: number | null, { min, max }: Range) =>
  value === null ? null : Math.min(max, Math.max(min, value))

export const midValue = ({ min, max }: Range) => min + (max - min) / 2
