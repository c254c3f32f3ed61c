// @vitest-environment jsdom
import * as colorPicker from "@zag-js/color-picker"
import { render } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fixChannelInputStep } from "./fixes"

// a preset whose hue is not a whole number: 215.62
const props = { id: "c", defaultValue: colorPicker.parse("#697689"), defaultFormat: "hsla" as const }

function hueInput(fix: boolean) {
  const { result } = renderMachine(colorPicker.machine, colorPicker.connect, props)
  const bare = result.current.api.getChannelInputProps({ channel: "hue" })
  const { container } = render(<input {...(fix ? fixChannelInputStep(bare) : bare)} />)
  return container.querySelector("input")!
}

describe("color picker fixes", () => {
  test("upstream still broken: the hue input shows two decimals with step 1, so it fails the step check", () => {
    const input = hueInput(false)
    expect(input.value).toBe("215.62")
    expect(input.validity.stepMismatch, upstreamFixed("fixChannelInputStep")).toBe(true)
  })

  test("fixChannelInputStep: the same input takes any step and passes the form's check", () => {
    const input = hueInput(true)
    expect(input.value).toBe("215.62")
    expect(input.validity.valid).toBe(true)
  })

  test("fixChannelInputStep: text inputs are left as they are", () => {
    const hex = { type: "text", step: 1 }
    expect(fixChannelInputStep(hex)).toBe(hex)
  })
})
