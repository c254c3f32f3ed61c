import { describe, expect, test } from "vitest"
import { checkSliderRange, DEFAULT_RANGE, fitToRange, fitValues } from "./range"

describe("checkSliderRange", () => {
  test("a usable range passes unchanged", () => {
    expect(checkSliderRange({ min: 10, max: 50, step: 5 })).toEqual({
      range: { min: 10, max: 50, step: 5 },
      problem: null,
    })
  })

  test("min not below max, a step of 0 or less, or a step wider than the range fall back to 0..100 step 1", () => {
    for (const [given, reason] of [
      [{ min: 80, max: 50, step: 1 }, "min (80) must be less than max (50)"],
      [{ min: 5, max: 5, step: 1 }, "min (5) must be less than max (5)"],
      [{ min: 0, max: 100, step: 0 }, "step (0) must be greater than 0"],
      [{ min: 0, max: 100, step: -2 }, "step (-2) must be greater than 0"],
      [{ min: 0, max: 10, step: 20 }, "step (20) must not exceed max − min (10)"],
    ] as const) {
      const { range, problem } = checkSliderRange(given)
      expect(range).toEqual(DEFAULT_RANGE)
      expect(problem).toBe(`Invalid range: ${reason}; using 0 to 100, step 1.`)
    }
  })

  test("the gap between thumbs must fit into the range", () => {
    expect(checkSliderRange({ min: 35, max: 40, step: 2 }, 5).problem).toContain(
      "the thumbs need 10 between them, more than max − min (5)",
    )
    expect(checkSliderRange({ min: 20, max: 40, step: 2 }, 5).problem).toBeNull()
  })
})

describe("fitting values into a range", () => {
  const range = { min: 0, max: 50, step: 5 }

  test("fitToRange snaps to the step grid and clamps", () => {
    expect(fitToRange(12, range)).toBe(10)
    expect(fitToRange(13, range)).toBe(15)
    expect(fitToRange(100, range)).toBe(50)
    expect(fitToRange(-3, range)).toBe(0)
    expect(fitToRange(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3)
  })

  test("fitValues keeps the gap between neighbouring thumbs", () => {
    expect(fitValues([10, 60], range, 10)).toEqual([10, 50])
    expect(fitValues([48, 60], range, 10)).toEqual([40, 50])
    expect(fitValues([0, 100], range)).toEqual([0, 50])
  })
})
