import { expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { checkCount, ratingGroupControls } from "./controls"

test("checkCount accepts whole numbers from 1 to 20", () => {
  expect(checkCount(1)).toEqual({ count: 1, problem: null })
  expect(checkCount(20)).toEqual({ count: 20, problem: null })
  for (const bad of [0, 21, 2.5, -3])
    expect(checkCount(bad)).toEqual({
      count: 5,
      problem: `max must be a whole number from 1 to 20 (got ${bad}); using 5.`,
    })
})

test("the control spec gives the machine 5 stars for a bad max, with the reason", () => {
  const entered = { ...defaultValues(ratingGroupControls.fields), max: 0, allowHalf: false }
  expect(validateValues(ratingGroupControls, entered)).toEqual({
    values: { ...entered, max: 5 },
    problems: ["max must be a whole number from 1 to 20 (got 0); using 5."],
  })
  expect(validateValues(ratingGroupControls, { ...entered, max: 8 }).problems).toEqual([])
})
