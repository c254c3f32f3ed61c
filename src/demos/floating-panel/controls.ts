import { defineControls } from "../../workbench/controls/schema"

export const floatingPanelControls = defineControls({
  disabled: { kind: "boolean", default: false },
  resizable: { kind: "boolean", default: true },
  draggable: { kind: "boolean", default: true },
  lockAspectRatio: { kind: "boolean", default: false },
  closeOnEscape: { kind: "boolean", default: true },
  persistRect: { kind: "boolean", default: false },
})
