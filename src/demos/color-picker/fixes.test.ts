import { describe, expect, test } from "vitest"
import { fixChannelInputStep } from "./fixes"

describe("color picker fixes", () => {
  test("fixChannelInputStep: number channel inputs take any step; text inputs are left as they are", () => {
    expect(fixChannelInputStep({ type: "number", step: 1, min: 0 })).toEqual({ type: "number", step: "any", min: 0 })
    const hex = { type: "text", step: 1 }
    expect(fixChannelInputStep(hex)).toBe(hex)
  })
})
