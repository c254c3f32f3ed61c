import { describe, expect, test } from "vitest"
import { rejectReason, tagKey, validateMax } from "./controls"

const defaults = {
  disabled: false,
  readOnly: false,
  addOnPaste: false,
  allowDuplicates: false,
  blurBehavior: undefined,
  max: 6,
  allowOverflow: false,
} as const

describe("tags input controls", () => {
  test("max: a whole number of at least 1 is kept, anything else falls back to 6", () => {
    expect(validateMax({ ...defaults, max: 3 })).toEqual({ values: { ...defaults, max: 3 }, problems: [] })
    for (const max of [0, -2, 2.5]) {
      const { values, problems } = validateMax({ ...defaults, max })
      expect(values.max).toBe(6)
      expect(problems).toEqual([`max must be a whole number of at least 1 (got ${max}); using 6.`])
    }
  })

  test("rejectReason refuses empty, too long and duplicate tags (case-insensitive)", () => {
    expect(rejectReason("  ", [])).toBe("A tag cannot be empty.")
    expect(rejectReason("x".repeat(25), [])).toContain("is too long: at most 24 characters.")
    expect(rejectReason("react", ["React"])).toBe("“react” is already in the list (as “React”).")
    expect(rejectReason("Solid", ["React"])).toBeNull()
    // with allowDuplicates on, a twin is welcome; empty and too long are still refused
    expect(rejectReason("React", ["React"], true)).toBeNull()
    expect(rejectReason(" ", ["React"], true)).toBe("A tag cannot be empty.")
  })

  test("tagKey lower-cases and joins words with -", () => {
    expect(tagKey("Svelte  Kit")).toBe("svelte-kit")
  })
})
