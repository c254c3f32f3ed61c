import { defineControls } from "../../workbench/controls/schema"

export const collapsibleControls = defineControls({
  disabled: { kind: "boolean", default: false },
})
