// @vitest-environment jsdom
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { useRefuseUnavailableValue } from "./fixes"

/** June 2nd 2025 can't be picked. */
const isDateUnavailable = (date: datePicker.DateValue) => date.year === 2025 && date.month === 6 && date.day === 2

function Field({ fix }: { fix: boolean }) {
  const api = datePicker.connect(
    useMachine(datePicker.machine, { id: "d", locale: "en-US", isDateUnavailable }),
    normalizeProps,
  )
  // without the fix, nothing is unavailable to it
  useRefuseUnavailableValue(api, fix ? isDateUnavailable : () => false)
  return (
    <>
      <input aria-label="Date" {...api.getInputProps()} />
      <output>{api.valueAsString.join(", ") || "-"}</output>
    </>
  )
}

/** Types a date into the field and leaves it, as a person tabbing away does. */
async function typeAndLeave(fix: boolean, text: string) {
  render(<Field fix={fix} />)
  const input = screen.getByRole("textbox", { name: "Date" })
  await act(async () => {
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: text } })
    fireEvent.blur(input)
  })
  for (let i = 0; i < 2; i++) await act(() => new Promise(requestAnimationFrame))
  return screen.getByRole("status").textContent
}

describe("date picker fixes", () => {
  test("upstream still broken: a typed unavailable date is taken when the field loses focus", async () => {
    expect(await typeAndLeave(false, "06/02/2025"), upstreamFixed("useRefuseUnavailableValue")).toBe("06/02/2025")
  })

  test("useRefuseUnavailableValue: a typed unavailable date is refused; an available one is kept", async () => {
    expect(await typeAndLeave(true, "06/02/2025")).toBe("-")
  })

  test("useRefuseUnavailableValue: an available typed date is kept", async () => {
    expect(await typeAndLeave(true, "06/03/2025")).toBe("06/03/2025")
  })
})
