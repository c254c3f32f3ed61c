import { defineControls } from "../../../workbench/controls/schema"

// the component's set C
export default defineControls({
  name: { kind: "string", default: "checkbox" },
  disabled: { kind: "boolean", default: false },
  value: { kind: "string", default: "on" },
  readOnly: { kind: "boolean", default: false },
})
