import { defineControls } from "../../workbench/controls/schema"

export const datePickerControls = defineControls({
  readOnly: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  startOfWeek: { kind: "number", default: 0, min: 0, max: 6, step: 1 },
  fixedWeeks: { kind: "boolean", default: false },
  locale: { kind: "select", options: ["en-US", "en-GB", "fr-FR", "de-DE", "ja-JP", "mk-MK", "zh-CN"], default: "en-US" },
  min: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
  max: { kind: "string", default: "", placeholder: "YYYY-MM-DD" },
})
