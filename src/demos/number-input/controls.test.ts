import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { checkFormat, numberInputControls } from "./controls"

type Entered = Partial<Parameters<typeof checkFormat>[0]>
const withDefaults = (entered: Entered) => ({ ...defaultValues(numberInputControls.fields), ...entered })
const validate = (entered: Entered) => validateValues(numberInputControls, withDefaults(entered))

describe("number input options", () => {
  test("the defaults and usable format options pass unchanged", () => {
    expect(validate({})).toEqual({ values: withDefaults({}), problems: [] })
    const currency = { "formatOptions.style": "currency", "formatOptions.currency": "EUR" } as const
    expect(validate(currency).problems).toEqual([])
  })

  test("checkFormat reports what Intl refuses", () => {
    expect(checkFormat(withDefaults({}))).toBeNull()
    const bad = { "formatOptions.minimumFractionDigits": 5, "formatOptions.maximumFractionDigits": 2 }
    expect(checkFormat(withDefaults(bad))).toMatch(/fraction|range/i)
  })

  test("format options Intl cannot combine are dropped: plain numbers", () => {
    const { values, problems } = validate({
      "formatOptions.style": "percent",
      "formatOptions.minimumFractionDigits": 5,
      "formatOptions.maximumFractionDigits": 2,
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^Number format ignored: .+\.$/)
    expect(values["formatOptions.style"]).toBeUndefined()
    expect(values["formatOptions.minimumFractionDigits"]).toBeUndefined()
    expect(values["formatOptions.maximumFractionDigits"]).toBeUndefined()
    expect(values["formatOptions.currency"]).toBe("USD")
  })

  test("a step of 0 or less becomes 1; a min above max becomes 0 to 100", () => {
    expect(validate({ step: 0 })).toMatchObject({
      values: { step: 1 },
      problems: ["The step must be above 0 (it is 0); using 1."],
    })
    expect(validate({ min: 200, max: 100 })).toMatchObject({
      values: { min: 0, max: 100 },
      problems: ["The minimum (200) is above the maximum (100). Using 0 to 100."],
    })
    expect(validate({ min: -5, max: -1, step: 0.5 }).problems).toEqual([])
  })

  test("a large or small step of 0 or less is dropped: the machine's own applies", () => {
    expect(validate({ largeStep: 25, smallStep: 0.5 }).problems).toEqual([])
    const { values, problems } = validate({ largeStep: 0, smallStep: -1 })
    expect(values.largeStep).toBeUndefined()
    expect(values.smallStep).toBeUndefined()
    expect(problems).toEqual([
      "The largeStep must be above 0 (it is 0); using the default (10 × step).",
      "The smallStep must be above 0 (it is -1); using the default (step ÷ 10).",
    ])
  })

  test("a step too small for the machine to count its decimals is refused (it would hang the page)", () => {
    const { values, problems } = validate({ step: 1e-320, smallStep: 1e-12, largeStep: 1e-9 })
    expect(values).toMatchObject({ step: 1, smallStep: undefined, largeStep: 1e-9 })
    expect(problems).toEqual([
      "The step must be at least 1e-9 (it is 1e-320); using 1.",
      "The smallStep must be at least 1e-9 (it is 1e-12); using the default (step ÷ 10).",
    ])
  })
})
