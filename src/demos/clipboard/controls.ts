import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const DEFAULT_TIMEOUT = 3000

const fields = {
  timeout: { kind: "number", default: DEFAULT_TIMEOUT },
} as const

/** How long "Copied!" stays: a number of milliseconds from 0 to 60000; else the default, with a reason. */
export function validateTimeout(values: ControlValues<typeof fields>) {
  const { timeout } = values
  if (Number.isFinite(timeout) && timeout >= 0 && timeout <= 60000) return { values, problems: [] }
  return {
    values: { ...values, timeout: DEFAULT_TIMEOUT },
    problems: [`timeout must be from 0 to 60000 ms (got ${timeout}); using ${DEFAULT_TIMEOUT}.`],
  }
}

export const clipboardControls = defineControls(fields, { validate: validateTimeout })
