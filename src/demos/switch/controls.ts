import { defineControls } from "../../workbench/controls/schema"

export const switchControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
})
