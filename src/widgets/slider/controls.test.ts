import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { sliderControlSpec } from "./controls"

const validate = (gapSteps: number, entered: { min?: number; max?: number; step?: number }) => {
  const spec = sliderControlSpec(gapSteps)
  return validateValues(spec, { ...defaultValues(spec.fields), ...entered })
}

describe("slider control spec", () => {
  test("the defaults are valid", () => {
    expect(validate(0, {}).problems).toEqual([])
  })

  test("an impossible range is replaced by 0..100 step 1, the other options kept", () => {
    const spec = sliderControlSpec()
    const entered = { ...defaultValues(spec.fields), orientation: "vertical" as const, min: 80, max: 50 }
    const { values, problems } = validateValues(spec, entered)
    expect(values).toMatchObject({ orientation: "vertical", min: 0, max: 100, step: 1 })
    expect(problems).toEqual(["Invalid range: min (80) must be less than max (50); using 0 to 100, step 1."])
  })

  test("the gap counts only for the spec that asks for it", () => {
    expect(validate(0, { min: 35, max: 40, step: 2 }).problems).toEqual([])
    expect(validate(5, { min: 35, max: 40, step: 2 }).values).toMatchObject({ min: 0, max: 100, step: 1 })
  })

  test("a largeStep of 0 or less is dropped with a reason; a usable one passes", () => {
    expect(validate(0, {}).values.largeStep).toBeUndefined()
    const spec = sliderControlSpec()
    const entered = { ...defaultValues(spec.fields), largeStep: -5 }
    expect(validateValues(spec, entered)).toMatchObject({
      values: { largeStep: undefined },
      problems: ["largeStep must be above 0 (it is -5); using 10 × step."],
    })
    expect(validateValues(spec, { ...entered, largeStep: 20 }).problems).toEqual([])
  })
})
