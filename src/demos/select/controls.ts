import { defineControls } from "../../workbench/controls/schema"

export const selectControls = defineControls({
  multiple: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  required: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: true },
  readOnly: { kind: "boolean", default: false },
  deselectable: { kind: "boolean", default: false },
  closeOnSelect: { kind: "boolean", default: true },
  dir: { kind: "view" },
})
