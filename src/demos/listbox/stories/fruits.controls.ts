import { defineControls } from "../../../workbench/controls/schema"

// today's /listbox page's controls, as the fruits story keeps them
export default defineControls({
  selectionMode: { kind: "select", options: ["single", "multiple", "extended"], default: "single" },
  orientation: { kind: "select", options: ["vertical", "horizontal"], default: "vertical" },
  loopFocus: { kind: "boolean", default: false },
  selectOnHighlight: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
})
