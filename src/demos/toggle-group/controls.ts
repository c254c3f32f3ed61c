import { defineControls } from "../../workbench/controls/schema"

export const toggleGroupControls = defineControls({
  disabled: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: true },
  multiple: { kind: "boolean", default: false },
  rovingFocus: { kind: "boolean", default: true },
})
