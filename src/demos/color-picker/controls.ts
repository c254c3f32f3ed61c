import { defineControls } from "../../workbench/controls/schema"

export const colorPickerControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  format: { kind: "select", options: ["hsla", "hsba", "rgba"], default: "hsla" },
})
