// @vitest-environment jsdom
import * as clipboard from "@zag-js/clipboard"
import { act } from "@testing-library/react"
import { afterEach, describe, expect, test, vi } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fixRefusedCopy } from "./fixes"

const props = { id: "c", defaultValue: "https://example.test" }

/** A clipboard that refuses every write, as without permission or in an insecure context. */
function refuseClipboard() {
  const refusal = Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"))
  refusal.catch(() => {}) // zag drops it: keep the test run free of an unhandled rejection
  const writeText = vi.fn(() => refusal)
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } })
  return writeText
}

describe("clipboard fixes", () => {
  afterEach(() => vi.unstubAllGlobals())

  test("upstream still broken: the trigger's copy shows “copied” even though the write was refused", async () => {
    const writeText = refuseClipboard()
    const { result } = renderMachine(clipboard.machine, clipboard.connect, props)
    await act(async () => result.current.api.copy())
    expect(writeText).toHaveBeenCalledWith("https://example.test")
    expect(result.current.api.copied, upstreamFixed("fixRefusedCopy")).toBe(true)
  })

  test("fixRefusedCopy: a refused write leaves the machine idle and returns what to do instead", async () => {
    refuseClipboard()
    const { result } = renderMachine(clipboard.machine, clipboard.connect, props)
    let message: string | null = null
    await act(async () => {
      message = await fixRefusedCopy(result.current.service, result.current.api.value)
    })
    expect(message).toMatch(/refused clipboard access/)
    expect(result.current.api.copied).toBe(false)
  })

  test("fixRefusedCopy: a write that succeeds shows “copied”", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } })
    const { result } = renderMachine(clipboard.machine, clipboard.connect, props)
    let message: string | null = "unset"
    await act(async () => {
      message = await fixRefusedCopy(result.current.service, result.current.api.value)
    })
    expect(message).toBeNull()
    expect(writeText).toHaveBeenCalledWith("https://example.test")
    expect(result.current.api.copied).toBe(true)
  })
})
