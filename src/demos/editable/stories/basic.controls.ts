import { defineControls } from "../../../workbench/controls/schema"

// the component's set E
export default defineControls({
  readOnly: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  autoResize: { kind: "boolean", default: false },
  maxLength: { kind: "number", default: 1000, min: 0 },
  submitMode: { kind: "select", options: ["enter", "blur", "both", "none"], default: "both" },
  activationMode: { kind: "select", options: ["focus", "dblclick", "click"], default: "focus" },
})
