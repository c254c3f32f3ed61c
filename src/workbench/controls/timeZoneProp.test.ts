import { describe, expect, it } from "vitest"
import { timeZoneProblem } from "./timeZoneProp"

describe("a typed timeZone prop", () => {
  it("is taken when the browser knows the zone", () => {
    expect(timeZoneProblem("timeZone", "UTC")).toBeUndefined()
    expect(timeZoneProblem("timeZone", "America/Los_Angeles")).toBeUndefined()
    expect(timeZoneProblem("timeZone", "")).toBeUndefined()
  })

  it("is refused when it names no zone, which would make the date machines throw while rendering", () => {
    expect(timeZoneProblem("timeZone", "UTC99999999999999999999")).toBe("not a time zone this browser knows")
    expect(timeZoneProblem("timeZone", "Mars/Olympus")).toBe("not a time zone this browser knows")
    // other props are not its business
    expect(timeZoneProblem("locale", "Mars/Olympus")).toBeUndefined()
  })
})
