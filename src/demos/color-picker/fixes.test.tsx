// @vitest-environment jsdom
import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, test, vi } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fixChannelInputStep, fixChannelSliderKeys } from "./fixes"

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

/** An open rgba picker's hue slider thumb and its value, bare or fixed. */
function RgbaHue({ fix, dir }: { fix: boolean; dir: "ltr" | "rtl" }) {
  const service = useMachine(colorPicker.machine, {
    id: "rgba",
    dir,
    format: "rgba",
    defaultOpen: true,
    defaultValue: colorPicker.parse("#3b82f6"),
  })
  const api = colorPicker.connect(service, normalizeProps)
  const thumb = fix ? fixChannelSliderKeys(api, { channel: "hue" }) : api.getChannelSliderThumbProps({ channel: "hue" })
  return (
    <>
      <div {...thumb} data-testid="hue" />
      <output>{api.valueAsString}</output>
    </>
  )
}

/** Presses a key on an element and lets zag's queued transitions run (zag's `send` queues them). */
const press = (el: HTMLElement, key: string) => act(async () => void fireEvent.keyDown(el, { key }))

describe("color picker channel slider keys in rgba", () => {
  test("upstream still broken: a key on the hue slider of an rgba picker throws", async () => {
    render(<RgbaHue fix={false} dir="ltr" />)
    // zag runs each event's transition in a microtask: catch what it throws there
    const errors: unknown[] = []
    const queue = globalThis.queueMicrotask
    const spy = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((task) =>
      queue(() => {
        try {
          task()
        } catch (error) {
          errors.push(error)
        }
      }),
    )
    try {
      await press(screen.getByTestId("hue"), "End")
    } finally {
      spy.mockRestore()
    }
    expect(String(errors[0]), upstreamFixed("fixChannelSliderKeys")).toContain("Unknown color channel: hue")
  })

  test("fixChannelSliderKeys: End, Home and the arrows move the hue, and the value stays rgba", async () => {
    render(<RgbaHue fix dir="ltr" />)
    const hue = screen.getByTestId("hue")
    // the hue's end is red again, and an rgba value keeps no hue of its own: 360 reads 0
    await press(hue, "End")
    expect(screen.getByRole("status").textContent).toBe("rgba(246, 59, 59, 1)")
    await press(hue, "PageUp")
    expect(Number(hue.getAttribute("aria-valuenow"))).toBeCloseTo(15, 0)
    await press(hue, "Home")
    expect(hue.getAttribute("aria-valuenow")).toBe("0")
    // one degree, seen through rgb's whole numbers
    await press(hue, "ArrowRight")
    expect(Number(hue.getAttribute("aria-valuenow"))).toBeCloseTo(1, 0)
  })

  test("fixChannelSliderKeys: in a right-to-left picker ArrowLeft raises the hue", async () => {
    render(<RgbaHue fix dir="rtl" />)
    const hue = screen.getByTestId("hue")
    await press(hue, "Home")
    await press(hue, "ArrowLeft")
    expect(Number(hue.getAttribute("aria-valuenow"))).toBeCloseTo(1, 0)
  })
})
