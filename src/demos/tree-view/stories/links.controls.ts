import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  dir: { kind: "view" },
  selectionMode: { kind: "select", options: ["single", "multiple"], default: "single" },
  // the spec's openOnClick: zag 1.47.0 calls it expandOnClick
  openOnClick: { kind: "boolean", default: true, prop: "expandOnClick" },
})
