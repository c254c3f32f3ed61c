import { describe, expect, test } from "vitest"
import { validateTimeout } from "./controls"

describe("clipboard controls", () => {
  test("a timeout from 0 to 60000 ms is kept", () => {
    expect(validateTimeout({ timeout: 0 })).toEqual({ values: { timeout: 0 }, problems: [] })
    expect(validateTimeout({ timeout: 60000 })).toEqual({ values: { timeout: 60000 }, problems: [] })
  })

  test("a timeout outside 0-60000 ms falls back to 3000 and says why", () => {
    expect(validateTimeout({ timeout: -1 })).toEqual({
      values: { timeout: 3000 },
      problems: ["timeout must be from 0 to 60000 ms (got -1); using 3000."],
    })
    expect(validateTimeout({ timeout: 60001 }).values.timeout).toBe(3000)
  })
})
