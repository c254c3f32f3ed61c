import { validateDateBounds } from "../../widgets/date-picker/controls"
import { defineControls } from "../../workbench/controls/schema"

const fields = {
  granularity: { kind: "select", options: ["day", "minute", "second"], default: "day" },
  // unset: the locale's own clock
  hourCycle: { kind: "select", options: ["12", "24"] },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  min: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  max: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
} as const

export const dateInputControls = defineControls(fields, { validate: validateDateBounds })
