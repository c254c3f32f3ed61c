import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { datePickerControls, type DatePickerValues, toCalendarDate } from "./controls"

const validate = (entered: Partial<DatePickerValues>) =>
  validateValues(datePickerControls, { ...defaultValues(datePickerControls.fields), ...entered })

describe("date picker min / max", () => {
  test("empty bounds are no bounds and no problem", () => {
    const { values, problems } = validate({})
    expect(values).toEqual(defaultValues(datePickerControls.fields))
    expect(problems).toEqual([])
  })

  test("real dates pass, trimmed", () => {
    const { values, problems } = validate({ min: " 2026-03-10 ", max: "2026-03-20" })
    expect(values.min).toBe("2026-03-10")
    expect(values.max).toBe("2026-03-20")
    expect(problems).toEqual([])
    expect(toCalendarDate(values.min)?.day).toBe(10)
  })

  test("text that is not YYYY-MM-DD is dropped with a reason", () => {
    const { values, problems } = validate({ min: "2026-03-10", max: "someday" })
    expect(values.min).toBe("2026-03-10")
    expect(values.max).toBe("")
    expect(problems).toEqual(["max “someday” is not a date in the form YYYY-MM-DD, so it is ignored."])
    expect(validate({ min: "2026-3-1" }).problems[0]).toContain("min “2026-3-1” is not a date in the form YYYY-MM-DD")
  })

  test("a date that does not exist is dropped with a reason", () => {
    const { values, problems } = validate({ max: "2026-02-30" })
    expect(values.max).toBe("")
    expect(problems).toEqual(["max “2026-02-30” is not a real calendar date, so it is ignored."])
    expect(validate({ min: "2026-13-01" }).values.min).toBe("")
  })

  test("min after max drops both", () => {
    const { values, problems } = validate({ min: "2026-03-10", max: "2026-01-01" })
    expect([values.min, values.max]).toEqual(["", ""])
    expect(problems).toEqual(["min 2026-03-10 is after max 2026-01-01, so both are ignored."])
  })

  test("min equal to max is one allowed day", () => {
    const { values, problems } = validate({ min: "2026-03-10", max: "2026-03-10" })
    expect([values.min, values.max]).toEqual(["2026-03-10", "2026-03-10"])
    expect(problems).toEqual([])
  })

  test("two bad bounds give two reasons; the other options pass untouched", () => {
    const { values, problems } = validate({ min: "x", max: "2026-02-31", startOfWeek: 1 })
    expect(problems).toHaveLength(2)
    expect(values.startOfWeek).toBe(1)
  })
})
