import { defineControls } from "../../workbench/controls/schema"

const MAX_STARS = 20

/** A usable star count is a whole number from 1 to 20; anything else falls back to 5 with a reason. */
export function checkCount(max: number): { count: number; problem: string | null } {
  if (Number.isInteger(max) && max >= 1 && max <= MAX_STARS) return { count: max, problem: null }
  return { count: 5, problem: `max must be a whole number from 1 to ${MAX_STARS} (got ${max}); using 5.` }
}

export const ratingGroupControls = defineControls(
  {
    disabled: { kind: "boolean", default: false },
    readOnly: { kind: "boolean", default: false },
    allowHalf: { kind: "boolean", default: true },
    /** The number of stars (the machine's `count`). */
    max: { kind: "number", default: 5 },
    dir: { kind: "view" },
  },
  {
    validate: (values) => {
      const { count, problem } = checkCount(values.max)
      return { values: { ...values, max: count }, problems: problem ? [problem] : [] }
    },
  },
)
