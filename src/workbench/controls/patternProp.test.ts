import { describe, expect, it } from "vitest"
import { patternProblem } from "./patternProp"

describe("a typed pattern prop", () => {
  it("passes when both the attribute's and the script's regular expression compile", () => {
    expect(patternProblem("pattern", "-?[0-9]*(.[0-9]+)?")).toBeUndefined()
    expect(patternProblem("pattern", "[a-z]")).toBeUndefined()
    expect(patternProblem("pattern", "")).toBeUndefined()
  })

  it("is refused when the input's pattern attribute could not compile it (the v flag), or a script", () => {
    // the random use's edit that Firefox reported: a '-' at the start of a class range is invalid with 'v'
    expect(patternProblem("pattern", "-?[0-9]*(.[-9]+)?")).toBe("not a valid regular expression")
    expect(patternProblem("pattern", "([0-9]")).toBe("not a valid regular expression")
  })

  it("leaves other props alone", () => {
    expect(patternProblem("placeholder", "([0-9]")).toBeUndefined()
  })
})
