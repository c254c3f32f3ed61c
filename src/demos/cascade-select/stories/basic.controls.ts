import { defineControls } from "../../../workbench/controls/schema"

// the component's set CS, in the spec's order; today's page had multiple, closeOnSelect,
// allowParentSelection and highlightTrigger
export default defineControls({
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: false },
  multiple: { kind: "boolean", default: false },
  dir: { kind: "view" },
  closeOnSelect: { kind: "boolean", default: true },
  allowParentSelection: { kind: "boolean", default: false },
  highlightTrigger: { kind: "select", options: ["click", "hover"], default: "click" },
})
