import { defineControls } from "../../workbench/controls/schema"

export const radioGroupControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
})
