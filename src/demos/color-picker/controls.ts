import { defineControls } from "../../workbench/controls/schema"

export const colorPickerControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  format: { kind: "select", options: ["hsla", "hsba", "rgba"], default: "hsla" },
  dir: { kind: "view" },
})
