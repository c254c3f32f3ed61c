import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { parseTime, timePickerControls } from "./controls"

const validate = (bounds: { min?: string; max?: string }) =>
  validateValues(timePickerControls, { ...defaultValues(timePickerControls.fields), ...bounds })

describe("time picker min / max", () => {
  test("24-hour times with or without seconds pass, trimmed", () => {
    const { values, problems } = validate({ min: " 9:00 ", max: "17:30:15" })
    expect([values.min, values.max]).toEqual(["9:00", "17:30:15"])
    expect(problems).toEqual([])
    expect(parseTime(values.min)?.toString()).toBe("09:00:00")
    expect(parseTime(values.max)?.toString()).toBe("17:30:15")
  })

  test("empty bounds are no bounds", () => {
    expect(validate({})).toEqual({ values: defaultValues(timePickerControls.fields), problems: [] })
    expect(parseTime("")).toBeUndefined()
  })

  test("text that is no 24-hour time is dropped with a reason", () => {
    const { values, problems } = validate({ min: "09:00", max: "25:00" })
    expect([values.min, values.max]).toEqual(["09:00", ""])
    expect(problems).toEqual(["max “25:00” is not a 24-hour time such as 09:30 or 17:45:30, so it is ignored."])
    for (const text of ["9", "9am", "12:60", "12:30:60", "1:2", "-1:00"]) {
      expect(validate({ min: text }).problems, text).toHaveLength(1)
    }
  })

  test("min after max drops both", () => {
    const { values, problems } = validate({ min: "18:00", max: " 08:00" })
    expect([values.min, values.max]).toEqual(["", ""])
    expect(problems).toEqual(["min 18:00 is after max 08:00, so both are ignored."])
  })

  test("steps and the other options pass untouched", () => {
    const entered = { ...defaultValues(timePickerControls.fields), withSeconds: true, "steps.minute": 15 } as const
    expect(validateValues(timePickerControls, entered).values).toEqual(entered)
  })
})
