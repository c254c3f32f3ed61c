import { defineControls } from "../../workbench/controls/schema"

export const contextMenuControls = defineControls({
  closeOnSelect: { kind: "boolean", default: true },
  loopFocus: { kind: "boolean", default: false },
})
