import { defineControls } from "../../workbench/controls/schema"

export const numberInputControls = defineControls({
  disabled: { kind: "boolean", default: false },
  clampValueOnBlur: { kind: "boolean", default: true },
  allowMouseWheel: { kind: "boolean", default: false },
  spinOnPress: { kind: "boolean", default: true },
  step: { kind: "number", default: 1 },
  min: { kind: "number", default: 0 },
  max: { kind: "number", default: 100 },
  locale: { kind: "select", options: ["en-US", "en-GB", "fr-FR", "de-DE", "ja-JP", "mk-MK", "zh-CN"] },
  "formatOptions.maximumFractionDigits": { kind: "number", min: 0, max: 100 },
  "formatOptions.minimumFractionDigits": { kind: "number", min: 0, max: 100 },
  "formatOptions.style": { kind: "select", options: ["decimal", "currency", "percent"] },
  "formatOptions.currency": { kind: "select", options: ["USD", "EUR", "JPY", "GBP", "MXN", "CNY"], default: "USD" },
})
