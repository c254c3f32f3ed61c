import { defineControls } from "../../workbench/controls/schema"

export const treeViewControls = defineControls({
  dir: { kind: "view" },
  selectionMode: { kind: "select", options: ["single", "multiple"], default: "single" },
  openOnClick: { kind: "boolean", default: true },
  typeahead: { kind: "boolean", default: true },
  // marks one node of the sample tree disabled, to see that disabled nodes ignore interaction
  disabledNode: { kind: "select", options: ["none", "src", "package.json"], default: "none" },
})
