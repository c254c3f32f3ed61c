import { defineControls } from "../../../workbench/controls/schema"

/** The component's set L (the spec's listbox heading): the basic, grid and search stories' controls. */
export const listboxControls = defineControls({
  selectionMode: { kind: "select", options: ["none", "single", "multiple", "extended"], default: "single" },
  // zag leaves it off; these stories set it (the story's own `deselectable: true`), and the control can turn it off
  deselectable: { kind: "boolean", default: true },
  disabled: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: false },
})
