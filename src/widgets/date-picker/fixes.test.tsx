// @vitest-environment jsdom
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { act, render, screen } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import { useFixMultipleInputText } from "./fixes"

const props = {
  id: "d",
  locale: "en-US",
  selectionMode: "multiple" as const,
  defaultValue: [datePicker.parse("2026-11-03"), datePicker.parse("2026-11-17")],
}

function MultipleDates({ fix }: { fix: boolean }) {
  const api = datePicker.connect(useMachine(datePicker.machine, props), normalizeProps)
  const inputRef = useFixMultipleInputText(api)
  return <input aria-label="Dates" {...api.getInputProps()} ref={fix ? inputRef : undefined} />
}

/** Renders the field, then lets the frames pass in which the machine and the fix write the input. */
async function renderDates(fix: boolean) {
  render(<MultipleDates fix={fix} />)
  for (let i = 0; i < 2; i++) await act(() => new Promise(requestAnimationFrame))
  return screen.getByRole<HTMLInputElement>("textbox", { name: "Dates" })
}

describe("date picker fixes", () => {
  test("upstream still broken: with two dates selected, the input shows only the first", async () => {
    const input = await renderDates(false)
    expect(input.value, upstreamFixed("useFixMultipleInputText")).toBe("11/03/2026")
  })

  test("useFixMultipleInputText: the input shows every selected date", async () => {
    const input = await renderDates(true)
    expect(input.value).toBe("11/03/2026, 11/17/2026")
  })
})
