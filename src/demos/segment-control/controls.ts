import { defineControls } from "../../workbench/controls/schema"

export const segmentControlControls = defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
})
