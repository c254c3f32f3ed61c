import { defineControls } from "../../workbench/controls/schema"

export const tabsControls = defineControls({
  activationMode: { kind: "select", options: ["manual", "automatic"], default: "automatic" },
  deselectable: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: true },
  orientation: { kind: "select", options: ["vertical", "horizontal"], default: "horizontal" },
})
