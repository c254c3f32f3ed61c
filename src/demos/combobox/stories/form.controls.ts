import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  inputBehavior: { kind: "select", options: ["autohighlight", "autocomplete", "none"], default: "autohighlight" },
  selectionBehavior: { kind: "select", options: ["replace", "clear", "preserve"], default: "replace" },
  disabled: { kind: "boolean", default: false },
  multiple: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: true },
  openOnClick: { kind: "boolean", default: false },
  allowCustomValue: { kind: "boolean", default: false },
  alwaysSubmitOnEnter: { kind: "boolean", default: false },
})
