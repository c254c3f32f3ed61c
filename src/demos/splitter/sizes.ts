import type { PanelData } from "@zag-js/splitter"

export type Limits = { id: string; minSize?: number; maxSize?: number }

const fmt = (n: number) => String(Math.round(n * 100) / 100)

/** Why a set of panel size limits cannot be met, or null when it can. */
export function limitsIssue(panels: Limits[]): string | null {
  for (const { id, minSize, maxSize } of panels) {
    if (minSize !== undefined && maxSize !== undefined && minSize > maxSize)
      return `${id}.minSize (${fmt(minSize)}) is greater than ${id}.maxSize (${fmt(maxSize)}).`
  }
  const minTotal = panels.reduce((sum, p) => sum + (p.minSize ?? 0), 0)
  if (minTotal > 100)
    return `Total minimum size of panels cannot be greater than 100 (the minimums total ${fmt(minTotal)}).`
  const maxTotal = panels.reduce((sum, p) => sum + (p.maxSize ?? 100), 0)
  if (maxTotal < 100) return `The maximum sizes total ${fmt(maxTotal)}: together the panels must be able to fill 100.`
  return null
}

/** Why a requested size set is refused, or null when it is valid. */
export function sizesIssue(texts: string[], panels: PanelData[]): string | null {
  const sizes = texts.map((text) => (text.trim() === "" ? Number.NaN : Number(text)))
  const bad = sizes.findIndex((size) => !Number.isFinite(size) || size < 0)
  if (bad >= 0) return `Panel ${panels[bad].id.toUpperCase()} size must be a number from 0 to 100.`
  const total = sizes.reduce((sum, size) => sum + size, 0)
  if (total > 100) return `Total size of panels cannot be greater than 100 (these total ${fmt(total)}).`
  if (total < 100) return `Panel sizes must add up to 100 (these total ${fmt(total)}).`
  for (let i = 0; i < panels.length; i++) {
    const { id, minSize, maxSize } = panels[i]
    if (typeof minSize === "number" && sizes[i] < minSize)
      return `Panel ${id.toUpperCase()} cannot be smaller than its minimum size ${fmt(minSize)}.`
    if (typeof maxSize === "number" && sizes[i] > maxSize)
      return `Panel ${id.toUpperCase()} cannot be larger than its maximum size ${fmt(maxSize)}.`
  }
  return null
}

export const roundSize = fmt
