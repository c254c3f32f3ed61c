import { describe, expect, test } from "vitest"
import { byteLength, encodeStatus } from "./validate"

describe("encodeStatus", () => {
  test("the default link fits version 3 at level H (31 modules with the border)", () => {
    expect(encodeStatus("https://chakra-ui.com/", { ecc: "H" })).toEqual({ ok: true, version: 3, size: 31 })
  })

  test("text longer than the level holds is Data too long; a lower level holds more", () => {
    const long = "x".repeat(1400)
    expect(encodeStatus(long, { ecc: "H" })).toEqual({ ok: false, reason: "Data too long" })
    expect(encodeStatus(long, { ecc: "L" }).ok).toBe(true)
    expect(encodeStatus("y".repeat(3000), { ecc: "L" }).ok).toBe(false)
  })

  test("the empty text is encodable (the machine gets it while the typed text does not fit)", () => {
    expect(encodeStatus("", { ecc: "H" }).ok).toBe(true)
  })

  test("byteLength counts UTF-8 bytes", () => {
    expect(byteLength("abc")).toBe(3)
    expect(byteLength("é€")).toBe(5)
  })
})
