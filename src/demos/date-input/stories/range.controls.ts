import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  readOnly: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  dir: { kind: "view" },
})
