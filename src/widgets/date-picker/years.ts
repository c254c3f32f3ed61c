type YearBound = { year: number } | undefined
export type YearCell = { label: string; value: number; disabled: boolean }

/** The years the year select offers, whatever min / max are: those outside them show as unavailable. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2100

/** Years per page of the year view: three full rows of a 4-column grid (zag's decade pages give 10). */
const YEARS_PER_PAGE = 12

const outside = (year: number, min: YearBound, max: YearBound) =>
  (min !== undefined && year < min.year) || (max !== undefined && year > max.year)

const yearCell = (value: number, min: YearBound, max: YearBound): YearCell => ({
  label: String(value),
  value,
  disabled: outside(value, min, max),
})

/** The year select's options: 1900-2100, the years outside min / max disabled. */
export function yearSelectOptions(min: YearBound, max: YearBound): YearCell[] {
  return Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => yearCell(FIRST_YEAR + i, min, max))
}

/**
 * The year view's rows: 12 years from the decade's start (Prev / Next still step by zag's decade,
 * and the machine marks the two years past it as outside the page), the years outside min / max
 * disabled.
 */
export function yearGrid(decadeStart: number, columns: number, min: YearBound, max: YearBound): YearCell[][] {
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => yearCell(decadeStart + i, min, max))
  return Array.from({ length: Math.ceil(YEARS_PER_PAGE / columns) }, (_, row) =>
    years.slice(row * columns, (row + 1) * columns),
  )
}
