import { defineControls } from "../../workbench/controls/schema"

export const splitterControls = defineControls({
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  orientation: { kind: "select", options: ["vertical", "horizontal"], default: "horizontal" },
  "a.minSize": { kind: "number", min: 0, max: 100, step: 1 },
  "a.maxSize": { kind: "number", min: 0, max: 100, step: 1 },
  "b.minSize": { kind: "number", min: 0, max: 100, step: 1 },
  "b.maxSize": { kind: "number", min: 0, max: 100, step: 1 },
})
