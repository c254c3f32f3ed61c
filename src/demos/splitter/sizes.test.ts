import { describe, expect, test } from "vitest"
import { defaultValues, validateValues } from "../../workbench/controls/schema"
import { panelLimits, splitterControls } from "./controls"
import { limitsIssue, roundSize, sizesIssue } from "./sizes"

const a = (minSize?: number, maxSize?: number) => ({ id: "a", minSize, maxSize })
const b = (minSize?: number, maxSize?: number) => ({ id: "b", minSize, maxSize })

describe("limitsIssue", () => {
  test("limits that can be met together pass", () => {
    expect(limitsIssue([a(), b()])).toBeNull()
    expect(limitsIssue([a(20, 70), b(30)])).toBeNull()
    expect(limitsIssue([a(50, 50), b(50, 50)])).toBeNull()
  })

  test("a minimum above its own maximum", () => {
    expect(limitsIssue([a(60, 40), b()])).toBe("a.minSize (60) is greater than a.maxSize (40).")
  })

  test("minimums above 100 in total, or maximums below 100", () => {
    expect(limitsIssue([a(20), b(90)])).toBe(
      "Total minimum size of panels cannot be greater than 100 (the minimums total 110).",
    )
    expect(limitsIssue([a(undefined, 30), b(undefined, 40.555)])).toBe(
      "The maximum sizes total 70.56: together the panels must be able to fill 100.",
    )
  })
})

describe("sizesIssue", () => {
  const panels = [a(20, 70), b()]

  test("sizes that add up to 100 within the limits pass", () => {
    expect(sizesIssue(["25", "75"], panels)).toBeNull()
    expect(sizesIssue(["70", "30"], panels)).toBeNull()
  })

  test("text that is not a size from 0 up", () => {
    expect(sizesIssue(["abc", "30"], panels)).toBe("Panel A size must be a number from 0 to 100.")
    expect(sizesIssue(["50", ""], panels)).toBe("Panel B size must be a number from 0 to 100.")
    expect(sizesIssue(["-10", "110"], panels)).toBe("Panel A size must be a number from 0 to 100.")
  })

  test("totals other than 100", () => {
    expect(sizesIssue(["70", "50"], panels)).toBe("Total size of panels cannot be greater than 100 (these total 120).")
    expect(sizesIssue(["10", "20"], [a(), b()])).toBe("Panel sizes must add up to 100 (these total 30).")
  })

  test("a size outside its panel's limits", () => {
    expect(sizesIssue(["10", "90"], panels)).toBe("Panel A cannot be smaller than its minimum size 20.")
    expect(sizesIssue(["80", "20"], panels)).toBe("Panel A cannot be larger than its maximum size 70.")
  })

  test("roundSize keeps two decimals at most", () => {
    expect(roundSize(33.33333)).toBe("33.33")
    expect(roundSize(50)).toBe("50")
  })
})

describe("splitter control spec", () => {
  const validate = (limits: Record<string, number>) =>
    validateValues(splitterControls, { ...defaultValues(splitterControls.fields), ...limits })

  test("limits that can be met reach the panels", () => {
    const { values, problems } = validate({ "a.minSize": 20, "b.maxSize": 80 })
    expect(problems).toEqual([])
    expect(panelLimits(values)).toEqual([a(20, undefined), b(undefined, 80)])
  })

  test("limits that cannot be met are all dropped, with the reason", () => {
    const { values, problems } = validate({ "a.minSize": 20, "a.maxSize": 70, "b.minSize": 90 })
    expect(panelLimits(values)).toEqual([a(), b()])
    expect(values.orientation).toBe("horizontal")
    expect(problems).toEqual([
      "Panel size limits not applied: Total minimum size of panels cannot be greater than 100 (the minimums total 110).",
    ])
  })
})
