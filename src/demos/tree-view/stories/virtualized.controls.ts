import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  selectionMode: { kind: "select", options: ["single", "multiple"], default: "single" },
  // the spec's openOnClick: zag 1.47.0 calls it expandOnClick
  expandOnClick: { kind: "boolean", default: true, label: "openOnClick" },
})
