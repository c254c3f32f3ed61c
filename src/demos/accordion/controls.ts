import { defineControls } from "../../workbench/controls/schema"

export const accordionControls = defineControls({
  collapsible: { kind: "boolean", default: false },
  multiple: { kind: "boolean", default: false },
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "vertical" },
})
