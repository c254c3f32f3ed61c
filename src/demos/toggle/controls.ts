import { defineControls } from "../../workbench/controls/schema"

export const toggleControls = defineControls({
  disabled: { kind: "boolean", default: false },
  defaultPressed: { kind: "boolean", default: false },
})
