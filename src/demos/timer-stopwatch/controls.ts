import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  startMs: { kind: "number", default: 0, min: 0, step: 1000 },
  targetMs: { kind: "number", min: 1, step: 1000, label: "targetMs (optional)" },
  interval: { kind: "number", default: 250, min: 10, max: 60_000, step: 50 },
} as const

/** The machine throws when a stopwatch's target is not after its start: such a target is dropped. */
export function validateTarget(values: ControlValues<typeof fields>) {
  const { startMs, targetMs } = values
  if (targetMs === undefined || targetMs > startMs) return { values, problems: [] }
  return {
    values: { ...values, targetMs: undefined },
    problems: [
      `targetMs (${targetMs}) must be greater than startMs (${startMs}); the stopwatch runs without a target.`,
    ],
  }
}

export const timerStopwatchControls = defineControls(fields, { validate: validateTarget })
