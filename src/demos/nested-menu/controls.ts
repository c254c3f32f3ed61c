import { defineControls } from "../../workbench/controls/schema"

/** Applied to all three menus. */
export const nestedMenuControls = defineControls({
  closeOnSelect: { kind: "boolean", default: true },
  loopFocus: { kind: "boolean", default: false },
  typeahead: { kind: "boolean", default: true },
})
