import { defineControls } from "../../workbench/controls/schema"

export const presenceControls = defineControls({
  duration: { kind: "number", default: 400, min: 0, max: 10000, step: 50, label: "duration (ms)" },
  skipAnimationOnMount: { kind: "boolean", default: false },
})
