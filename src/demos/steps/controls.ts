import { defineControls } from "../../workbench/controls/schema"

export const stepsControls = defineControls({
  linear: { kind: "boolean", default: false },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
})
