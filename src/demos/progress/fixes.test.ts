// @vitest-environment jsdom
import * as progress from "@zag-js/progress"
import { act } from "@testing-library/react"
import { describe, expect, test, vi } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fixSetValue } from "./fixes"

const range = { id: "p", min: -50, max: 50, defaultValue: 10 }

describe("progress fixes", () => {
  test("upstream still broken: api.setValue clamps to 0..max, so a negative min is out of reach", async () => {
    const { result } = renderMachine(progress.machine, progress.connect, range)
    await act(async () => result.current.api.setValue(-20))
    expect(result.current.api.value, upstreamFixed("fixSetValue")).toBe(0)
  })

  test("fixSetValue: setValue goes to the page's own value setter, so -20 reaches the machine", async () => {
    const { result, rerender } = renderMachine(progress.machine, progress.connect, range)
    const setOwnValue = vi.fn()
    act(() => fixSetValue(result.current.api, setOwnValue).setValue(-20))
    expect(setOwnValue).toHaveBeenCalledWith(-20)
    // the page passes its value back as the controlled value, which the machine takes as it is
    await act(async () => rerender({ ...range, value: -20 }))
    expect(result.current.api.value).toBe(-20)
  })
})
