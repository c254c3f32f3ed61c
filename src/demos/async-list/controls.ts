import { defineControls } from "../../workbench/controls/schema"

export const asyncListControls = defineControls({
  delay: { kind: "number", default: 300, min: 0, max: 10000, step: 100, label: "delay (ms)" },
  failNextLoad: { kind: "boolean", default: false, label: "fail next load" },
})
