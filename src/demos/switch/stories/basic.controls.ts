import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
})
