import { defineControls } from "../../workbench/controls/schema"

export const cascadeSelectControls = defineControls({
  multiple: { kind: "boolean", default: false },
  closeOnSelect: { kind: "boolean", default: true },
  allowParentSelection: { kind: "boolean", default: false },
  highlightTrigger: { kind: "select", options: ["click", "hover"], default: "click" },
})
