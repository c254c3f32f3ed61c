import { defineControls } from "../../../workbench/controls/schema"

// the component's set SP, in the spec's order
export default defineControls({
  dir: { kind: "view" },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
})
