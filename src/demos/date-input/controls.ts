import { type CalendarDate, parseDate } from "@internationalized/date"
import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  granularity: { kind: "select", options: ["day", "minute", "second"], default: "day" },
  // unset: the locale's own clock
  hourCycle: { kind: "select", options: ["12", "24"] },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  min: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  max: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
} as const

type Bound = { date?: CalendarDate; problem?: string }

function readBound(name: "min" | "max", text: string): Bound {
  const trimmed = text.trim()
  if (trimmed === "") return {}
  const problem = `${name} “${trimmed}” is not a real date in the form YYYY-MM-DD, so it is ignored.`
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return { problem }
  try {
    return { date: parseDate(trimmed) }
  } catch {
    return { problem }
  }
}

/** Keeps min / max only when each is a real date and min is not after max. */
function validateBounds(values: ControlValues<typeof fields>) {
  const min = readBound("min", values.min)
  const max = readBound("max", values.max)
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

export const dateInputControls = defineControls(fields, { validate: validateBounds })

/** A validated min / max text as the machine wants it. */
export const toDate = (text: string) => (text === "" ? undefined : parseDate(text))
