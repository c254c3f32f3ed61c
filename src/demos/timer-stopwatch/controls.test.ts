import { describe, expect, test } from "vitest"
import { validateTarget } from "./controls"

describe("timer stopwatch controls", () => {
  test("a target after the start is kept, as is no target", () => {
    const values = { startMs: 0, targetMs: 2000, interval: 250 }
    expect(validateTarget(values)).toEqual({ values, problems: [] })
    expect(validateTarget({ ...values, targetMs: undefined }).problems).toEqual([])
  })

  test("a target at or before the start is dropped with a reason", () => {
    const { values, problems } = validateTarget({ startMs: 5000, targetMs: 2000, interval: 250 })
    expect(values.targetMs).toBeUndefined()
    expect(problems).toEqual([
      "targetMs (2000) must be greater than startMs (5000); the stopwatch runs without a target.",
    ])
    expect(validateTarget({ startMs: 2000, targetMs: 2000, interval: 250 }).values.targetMs).toBeUndefined()
  })
})
