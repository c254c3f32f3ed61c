import { type CalendarDate, parseDate } from "@internationalized/date"
import { defineControls, type ValuesOf } from "../../workbench/controls/schema"

const fields = {
  readOnly: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  startOfWeek: { kind: "number", default: 0, min: 0, max: 6, step: 1 },
  fixedWeeks: { kind: "boolean", default: false },
  openOnClick: { kind: "boolean", default: false },
  min: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  max: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
} as const

type DateBound = { date?: CalendarDate; problem?: string }

/** A date control's text read as a date: "" is none; anything else must be a real YYYY-MM-DD date. */
export function readDateText(name: string, text: string): DateBound {
  const trimmed = text.trim()
  if (trimmed === "") return {}
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    return { problem: `${name} “${trimmed}” is not a date in the form YYYY-MM-DD, so it is ignored.` }
  }
  try {
    return { date: parseDate(trimmed) }
  } catch {
    return { problem: `${name} “${trimmed}” is not a real calendar date, so it is ignored.` }
  }
}

/**
 * Keeps min / max only when they are real dates (YYYY-MM-DD) and min is not after max; the rest become "".
 * For any demo whose controls have `min` and `max` date texts (the date pickers, the date input).
 */
export function validateDateBounds<V extends { min: string; max: string }>(values: V) {
  const min = readDateText("min", values.min)
  const max = readDateText("max", values.max)
  const problems = [min.problem, max.problem].filter((problem) => problem !== undefined)
  let minText = min.date?.toString() ?? ""
  let maxText = max.date?.toString() ?? ""
  if (min.date && max.date && min.date.compare(max.date) > 0) {
    problems.push(`min ${minText} is after max ${maxText}, so both are ignored.`)
    minText = ""
    maxText = ""
  }
  return { values: { ...values, min: minText, max: maxText }, problems }
}

/** The options of the three date-picker demos (single, multiple, range). */
export const datePickerControls = defineControls(fields, { validate: validateDateBounds })

export type DatePickerValues = ValuesOf<typeof datePickerControls>

/** A validated min / max text as the machine wants it. */
export function toCalendarDate(text: string): CalendarDate | undefined {
  return text === "" ? undefined : parseDate(text)
}
