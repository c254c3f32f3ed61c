/** The checks the progress machine makes on entry, turned into messages instead of thrown errors. */
export type Range = { min: number; max: number }

export function parseMax(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === "") return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

export function rangeIssue(min: number, maxText: string): string | null {
  const max = parseMax(maxText)
  if (max === null) return `The max value passed is not a valid number: “${maxText}”.`
  if (max <= min) return `The max value must be greater than the min value: ${max} is not above ${min}.`
  return null
}

export function valueIssue(value: number | null, { min, max }: Range): string | null {
  if (value === null) return null
  if (value > max) return `The value passed exceeds the max value: ${value} is above ${max}.`
  if (value < min) return `The value passed exceeds the min value: ${value} is below ${min}.`
  return null
}

export const midValue = ({ min, max }: Range) => min + (max - min) / 2
