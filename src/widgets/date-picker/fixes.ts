import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { type RefObject, useEffect, useRef } from "react"

type YearBound = { year: number } | undefined
type YearCell = { label: string; value: number; disabled: boolean }

/** The years the year select offers. */
const FIRST_YEAR = 1900
const LAST_YEAR = 2100

const outside = (year: number, min: YearBound, max: YearBound) =>
  (min !== undefined && year < min.year) || (max !== undefined && year > max.year)

const yearCell = (value: number, min: YearBound, max: YearBound): YearCell => ({
  label: String(value),
  value,
  disabled: outside(value, min, max),
})

/**
 * @zag-js/date-picker 1.43.3: `api.getYears()` lists 1900-2099 when min / max are unset and only
 * min.year-max.year when they are set, so the year select could neither offer 2100 nor show the
 * years outside min / max as unavailable. The fix always lists 1900-2100 and disables the years
 * outside min / max.
 */
export function fixYearSelectOptions(min: YearBound, max: YearBound): YearCell[] {
  return Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => yearCell(FIRST_YEAR + i, min, max))
}

/** Years per page of the year view, in rows of `columns`. */
const YEARS_PER_PAGE = 12

/**
 * @zag-js/date-picker 1.43.3: the year view pages by a decade, and `api.getYearsGrid()` gives those
 * 10 years only, which leaves a ragged last row in a 4-column grid; the design wants 12 years per
 * page. The fix builds the rows of 12 years from the decade's start (Prev / Next still step by 10,
 * and the machine marks the two years past the decade as outside the page), with the years outside
 * min / max disabled.
 */
export function fixYearGrid(decadeStart: number, columns: number, min: YearBound, max: YearBound): YearCell[][] {
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => yearCell(decadeStart + i, min, max))
  return Array.from({ length: Math.ceil(YEARS_PER_PAGE / columns) }, (_, row) =>
    years.slice(row * columns, (row + 1) * columns),
  )
}

/**
 * @zag-js/date-picker 1.43.3, selectionMode "multiple": the machine writes only the first selected
 * date into the input, so the field hid every other selected date. The fix (attach the returned ref
 * to the input) writes all selected dates, joined by ", ", into the input whenever it does not have
 * focus; a frame later, so it lands after the machine's own write. Typing still goes to the machine.
 */
export function useFixMultipleInputText(api: datePicker.Api<PropTypes>): RefObject<HTMLInputElement | null> {
  const inputRef = useRef<HTMLInputElement>(null)
  const allDates = api.valueAsString.join(", ")
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = inputRef.current
      if (el && el.ownerDocument.activeElement !== el) el.value = allDates
    })
    return () => cancelAnimationFrame(frame)
  })
  return inputRef
}
