import { expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { angleSliderControls, checkStep } from "./controls"

test("checkStep accepts a step above 0 and at most 180", () => {
  expect(checkStep(0.5)).toEqual({ step: 0.5, problem: null })
  expect(checkStep(180)).toEqual({ step: 180, problem: null })
  for (const bad of [0, -5, 181])
    expect(checkStep(bad)).toEqual({
      step: 1,
      problem: `step must be above 0 and at most 180 degrees (got ${bad}); using 1.`,
    })
})

test("the control spec gives the machine a step of 1 for a bad step, with the reason", () => {
  const entered = { ...defaultValues(angleSliderControls.fields), step: -5 }
  expect(validateValues(angleSliderControls, entered)).toEqual({
    values: { ...entered, step: 1 },
    problems: ["step must be above 0 and at most 180 degrees (got -5); using 1."],
  })
})
