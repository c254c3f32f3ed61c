import { defineControls } from "../../workbench/controls/schema"

export const timerStopwatchControls = defineControls({
  startMs: { kind: "number", default: 0, min: 0, step: 1000 },
  targetMs: { kind: "number", min: 1, step: 1000, label: "targetMs (optional)" },
  interval: { kind: "number", default: 250, min: 10, max: 60_000, step: 50 },
})
