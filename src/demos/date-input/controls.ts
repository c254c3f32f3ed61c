import { readDateText, validateDateBounds } from "../../widgets/date-picker/controls"
import { defineControls } from "../../workbench/controls/schema"

const fields = {
  granularity: { kind: "select", options: ["day", "hour", "minute", "second"], default: "day" },
  // unset: the locale's own clock
  hourCycle: { kind: "select", options: ["12", "24"] },
  shouldForceLeadingZeros: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  // the date an empty field starts from (its segments' placeholders, and where ↑/↓ begin); empty: today
  placeholderValue: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  min: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  max: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
} as const

/** min and max as the date pickers take them; a placeholder that is no real date is ignored, with a message. */
function validateDates<V extends { min: string; max: string; placeholderValue: string }>(values: V) {
  const bounds = validateDateBounds(values)
  const placeholder = readDateText("placeholderValue", values.placeholderValue)
  return {
    values: { ...bounds.values, placeholderValue: placeholder.date?.toString() ?? "" },
    problems: placeholder.problem ? [...bounds.problems, placeholder.problem] : bounds.problems,
  }
}

export const dateInputControls = defineControls(fields, { validate: validateDates })
