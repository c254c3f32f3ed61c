import { Time } from "@internationalized/date"
import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  withSeconds: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  min: { kind: "string", default: "", placeholder: "HH:MM or HH:MM:SS" },
  max: { kind: "string", default: "", placeholder: "HH:MM or HH:MM:SS" },
  "steps.hour": { kind: "number", min: 1, max: 12, step: 1 },
  "steps.minute": { kind: "number", min: 1, max: 30, step: 1 },
  "steps.second": { kind: "number", min: 1, max: 30, step: 1 },
} as const

const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/** A 24-hour time such as "9:30", "09:30" or "17:45:30"; undefined for "" and anything else. */
export function parseTime(text: string): Time | undefined {
  const match = TIME_TEXT.exec(text.trim())
  if (!match) return undefined
  const [hour, minute, second] = [match[1], match[2], match[3] ?? "0"].map(Number)
  if (hour > 23 || minute > 59 || second > 59) return undefined
  return new Time(hour, minute, second)
}

type TimeBound = { text: string; time?: Time; problem?: string }

function readBound(name: "min" | "max", entered: string): TimeBound {
  const text = entered.trim()
  if (text === "") return { text }
  const time = parseTime(text)
  if (time) return { text, time }
  return { text: "", problem: `${name} “${text}” is not a 24-hour time such as 09:30 or 17:45:30, so it is ignored.` }
}

/** Keeps min / max only when they are 24-hour times and min is not after max; the rest become "". */
function validateTimeBounds(values: ControlValues<typeof fields>) {
  const min = readBound("min", values.min)
  const max = readBound("max", values.max)
  const problems = [min.problem, max.problem].filter((problem) => problem !== undefined)
  if (min.time && max.time && min.time.compare(max.time) > 0) {
    problems.push(`min ${min.text} is after max ${max.text}, so both are ignored.`)
    return { values: { ...values, min: "", max: "" }, problems }
  }
  return { values: { ...values, min: min.text, max: max.text }, problems }
}

export const timePickerControls = defineControls(fields, { validate: validateTimeBounds })
