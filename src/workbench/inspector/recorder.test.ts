// @vitest-environment jsdom
import * as checkbox from "@zag-js/checkbox"
import * as datePicker from "@zag-js/date-picker"
import * as dialog from "@zag-js/dialog"
import { act, renderHook } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { RECORDER, type MachineRecorder } from "./recorder"
import { sendAndSettle, type SendOutcome } from "./sendSafely"
import { useInspectedMachine } from "./useInspectedMachine"

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))
const recorderOf = (service: unknown) => (service as { [RECORDER]: MachineRecorder })[RECORDER]

describe("useInspectedMachine", () => {
  it("hands back a working service and logs each event with the states before and after", async () => {
    const { result } = renderHook(() => useInspectedMachine(dialog.machine, { id: "d" }))
    await settle()
    const recorder = recorderOf(result.current)
    act(() => result.current.send({ type: "TOGGLE" }))
    await settle()
    expect(result.current.state.get()).toBe("open")
    expect(recorder.rows()).toEqual([expect.objectContaining({ type: "TOGGLE", from: "closed", to: "open" })])
    act(() => result.current.send({ type: "NOT_HANDLED" } as never))
    await settle()
    expect(recorder.rows()[1]).toMatchObject({ type: "NOT_HANDLED", from: "open", to: "open", changes: null })
  })

  it("records the context keys an event changed, before and after", async () => {
    const { result } = renderHook(() => useInspectedMachine(checkbox.machine, { id: "c" }))
    await settle()
    act(() => result.current.send({ type: "CHECKED.TOGGLE" }))
    await settle()
    const [row] = recorderOf(result.current).rows()
    expect(row.changes).toEqual({ checked: { before: false, after: true } })
  })

  it("logs nothing while paused, empties on clear and keeps at most its limit", async () => {
    const { result } = renderHook(() => useInspectedMachine(dialog.machine, { id: "p" }))
    await settle()
    const recorder = recorderOf(result.current)
    recorder.setPaused(true)
    act(() => result.current.send({ type: "TOGGLE" }))
    await settle()
    expect(result.current.state.get()).toBe("open")
    expect(recorder.rows()).toEqual([])
    recorder.setPaused(false)
    for (let i = 0; i < recorder.limit + 20; i++) result.current.send({ type: "PING" } as never)
    await settle()
    expect(recorder.rows()).toHaveLength(recorder.limit)
    expect(recorder.rows().at(-1)?.id).toBeGreaterThan(recorder.rows()[0].id)
    act(() => recorder.clear())
    expect(recorder.rows()).toEqual([])
  })

  it("catches a throw in the handling of an Inspector event as its failure, with the payload keys it lacked", async () => {
    const { result } = renderHook(() => useInspectedMachine(datePicker.machine, { id: "dp" }))
    await settle()
    const recorder = recorderOf(result.current)
    let outcome: SendOutcome | undefined
    // zag's guard reads event.value.trim(): uncaught, this fails the test run
    await act(async () => void (outcome = await sendAndSettle(recorder, { type: "INPUT.CHANGE" })))
    expect(outcome).toEqual({
      failure: { message: expect.stringContaining("reading 'trim'"), missing: ["value"] },
      restore: false,
    })
    expect(recorder.rows().at(-1)).toMatchObject({ type: "INPUT.CHANGE", failure: outcome!.failure, changes: null })
    // with its payload, the same event goes through
    await act(async () => void (outcome = await sendAndSettle(recorder, { type: "INPUT.CHANGE", value: "", index: 0 })))
    expect(outcome).toEqual({ failure: null, restore: false })
    expect(recorder.rows().at(-1)?.failure).toBeUndefined()
  })
})
