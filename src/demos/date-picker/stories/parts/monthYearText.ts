import { CalendarDate } from "@internationalized/date"
import type * as datePicker from "@zag-js/date-picker"

/** A month as mm/yyyy: "3/2026" and "03/2026" are both March 2026. */
export const formatMonth = (date: datePicker.DateValue) => `${String(date.month).padStart(2, "0")}/${date.year}`

export function parseMonth(text: string): datePicker.DateValue | undefined {
  const match = /^(\d{1,2})\D+(\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return new CalendarDate(Number(match[2]), month, 1)
}

export const formatYear = (date: datePicker.DateValue) => String(date.year)

/** yyyy, or yy in the current century ("26" is 2026, "99" is 2099). */
export function parseYear(text: string): datePicker.DateValue | undefined {
  const digits = text.trim()
  if (/^\d{4}$/.test(digits)) return new CalendarDate(Number(digits), 1, 1)
  if (!/^\d{2}$/.test(digits)) return undefined
  const century = Math.floor(new Date().getFullYear() / 100) * 100
  return new CalendarDate(century + Number(digits), 1, 1)
}
