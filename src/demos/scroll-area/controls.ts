import { defineControls } from "../../workbench/controls/schema"

export const scrollAreaControls = defineControls({
  rows: { kind: "select", options: ["10", "100", "1000"], default: "100", label: "row count" },
  contentWidth: { kind: "select", options: ["fits", "wider"], default: "wider", label: "content width" },
})
