import { defineControls } from "../../workbench/controls/schema"

export const clipboardControls = defineControls({
  timeout: { kind: "number", default: 3000 },
})

/** How long "Copied!" stays: a whole number of milliseconds from 0 to 60000; else 3000 with a reason. */
export function checkTimeout(timeout: number): { timeout: number; problem: string | null } {
  if (Number.isFinite(timeout) && timeout >= 0 && timeout <= 60000) return { timeout, problem: null }
  return { timeout: 3000, problem: `timeout must be from 0 to 60000 ms (got ${timeout}); using 3000.` }
}
