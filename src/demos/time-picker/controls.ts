import { defineControls } from "../../workbench/controls/schema"

export const timePickerControls = defineControls({
  locale: { kind: "select", options: ["en-US", "en-GB", "fr-FR", "de-DE", "ja-JP", "mk-MK", "zh-CN"], default: "en-US" },
  withSeconds: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  min: { kind: "string", default: "", placeholder: "HH:MM or HH:MM:SS" },
  max: { kind: "string", default: "", placeholder: "HH:MM or HH:MM:SS" },
  "steps.hour": { kind: "number", min: 1, max: 12, step: 1 },
  "steps.minute": { kind: "number", min: 1, max: 30, step: 1 },
  "steps.second": { kind: "number", min: 1, max: 30, step: 1 },
})
