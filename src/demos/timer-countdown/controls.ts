import { type ControlValues, defineControls } from "../../workbench/controls/schema"

/** Two days and ten seconds, the upstream demo's start time. */
export const COUNTDOWN_START_MS = 2 * 24 * 60 * 60 * 1000 + 10 * 1000

const fields = {
  startMs: { kind: "number", default: COUNTDOWN_START_MS, min: 1000, step: 1000 },
  interval: { kind: "number", default: 250, min: 10, max: 60_000, step: 50 },
} as const

/** The machine throws on a start time of zero or less: such a start time falls back to the default. */
export function validateStart(values: ControlValues<typeof fields>) {
  if (values.startMs > 0) return { values, problems: [] }
  return {
    values: { ...values, startMs: COUNTDOWN_START_MS },
    problems: [`startMs must be above 0 (got ${values.startMs}); using ${COUNTDOWN_START_MS}.`],
  }
}

export const timerCountdownControls = defineControls(fields, { validate: validateStart })
