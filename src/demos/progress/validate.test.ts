import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { progressControls, progressRange } from "./controls"
import { checkRange, clampValue, midValue, parseMax, valueIssue } from "./validate"

describe("progress range", () => {
  test("parseMax reads numbers only", () => {
    expect(parseMax(" 200 ")).toBe(200)
    expect(parseMax("1e3")).toBe(1000)
    expect(parseMax("abc")).toBeNull()
    expect(parseMax("")).toBeNull()
    expect(parseMax("Infinity")).toBeNull()
  })

  test("checkRange refuses a non-number max and a max not above min, falling back to 0..100", () => {
    expect(checkRange(0, "200")).toEqual({ range: { min: 0, max: 200 }, problem: null })
    expect(checkRange(-50, "50")).toEqual({ range: { min: -50, max: 50 }, problem: null })
    expect(checkRange(0, "abc")).toEqual({
      range: { min: 0, max: 100 },
      problem: "The max value passed is not a valid number: “abc”; using 0 to 100.",
    })
    expect(checkRange(100, "50").problem).toBe(
      "The max value must be greater than the min value: 50 is not above 100; using 0 to 100.",
    )
    expect(checkRange(50, "50").range).toEqual({ min: 0, max: 100 })
  })

  test("the control spec reports the problem and gives the machine the default range", () => {
    const entered = { ...defaultValues(progressControls.fields), min: 20, max: "ten" }
    const { values, problems } = validateValues(progressControls, entered)
    expect(values).toMatchObject({ min: 0, max: "100" })
    expect(problems).toEqual(["The max value passed is not a valid number: “ten”; using 0 to 100."])
    expect(progressRange(values)).toEqual({ min: 0, max: 100 })
    expect(validateValues(progressControls, { ...entered, max: "300" }).problems).toEqual([])
  })
})

describe("progress value", () => {
  const range = { min: 0, max: 100 }

  test("valueIssue names the bound a value passes; null (indeterminate) always fits", () => {
    expect(valueIssue(110, range)).toBe("The value passed exceeds the max value: 110 is above 100.")
    expect(valueIssue(-10, range)).toBe("The value passed exceeds the min value: -10 is below 0.")
    expect(valueIssue(100, range)).toBeNull()
    expect(valueIssue(null, range)).toBeNull()
  })

  test("clampValue and midValue", () => {
    expect(clampValue(140, range)).toBe(100)
    expect(clampValue(-5, range)).toBe(0)
    expect(clampValue(null, range)).toBeNull()
    expect(midValue({ min: 100, max: 300 })).toBe(200)
  })
})
