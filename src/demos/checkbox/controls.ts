import { defineControls } from "../../workbench/controls/schema"

export const checkboxControls = defineControls({
  name: { kind: "string", default: "checkbox" },
  disabled: { kind: "boolean", default: false },
  value: { kind: "string", default: "on" },
  readOnly: { kind: "boolean", default: false },
})
