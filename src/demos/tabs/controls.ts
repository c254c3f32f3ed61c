import { defineControls } from "../../workbench/controls/schema"

export const tabsControls = defineControls({
  activationMode: { kind: "select", options: ["manual", "automatic"], default: "automatic" },
  deselectable: { kind: "boolean", default: false },
  loopFocus: { kind: "boolean", default: true },
  dir: { kind: "select", options: ["ltr", "rtl"], default: "ltr" },
  orientation: { kind: "select", options: ["vertical", "horizontal"], default: "horizontal" },
})
