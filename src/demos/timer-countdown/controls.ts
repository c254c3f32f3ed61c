import { defineControls } from "../../workbench/controls/schema"

/** Two days and ten seconds, the upstream demo's start time. */
export const COUNTDOWN_START_MS = 2 * 24 * 60 * 60 * 1000 + 10 * 1000

export const timerCountdownControls = defineControls({
  startMs: { kind: "number", default: COUNTDOWN_START_MS, min: 1000, step: 1000 },
  interval: { kind: "number", default: 250, min: 10, max: 60_000, step: 50 },
})
