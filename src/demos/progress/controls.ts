import { defineControls } from "../../workbench/controls/schema"

export const progressControls = defineControls({
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
  min: { kind: "number", default: 0 },
  // a text field on purpose: a number input cannot hold the non-number text the machine must refuse
  max: { kind: "string", default: "100" },
})
