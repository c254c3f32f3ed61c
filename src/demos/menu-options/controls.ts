import { defineControls } from "../../workbench/controls/schema"

export const menuOptionsControls = defineControls({
  closeOnSelect: { kind: "boolean", default: true },
  loopFocus: { kind: "boolean", default: false },
})
