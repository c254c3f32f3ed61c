import { describe, expect, test } from "vitest"
import { COUNTDOWN_START_MS, validateStart } from "./controls"

describe("timer countdown controls", () => {
  test("a positive start time is kept; zero or less falls back to the default", () => {
    expect(validateStart({ startMs: 3000, interval: 250 }).values.startMs).toBe(3000)
    const { values, problems } = validateStart({ startMs: 0, interval: 250 })
    expect(values.startMs).toBe(COUNTDOWN_START_MS)
    expect(problems).toHaveLength(1)
  })
})
