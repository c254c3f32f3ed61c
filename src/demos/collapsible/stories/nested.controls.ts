import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  disabled: { kind: "boolean", default: false },
  dir: { kind: "view" },
})
