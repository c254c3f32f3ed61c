// @vitest-environment node
import * as dialog from "@zag-js/dialog"
import * as slider from "@zag-js/slider"
import { describe, expect, it } from "vitest"
import { createRecorder, type LoggedEvent } from "./recorder"
import { decodeReplay, encodeReplay, eventsOf, mismatch, plainPayload, type ReplayData, replayData } from "./replayLink"

/** A recorder whose history holds these rows (as if the page had sent them). */
function recorderWith(machine: typeof slider.machine, rows: Array<Partial<LoggedEvent>>) {
  const recorder = createRecorder(machine)
  const history = recorder.history()
  rows.forEach((row, i) =>
    history.push({
      id: i + 1,
      time: i,
      type: "",
      from: "idle",
      to: "idle",
      changes: null,
      source: "user",
      guards: [],
      ...row,
      event: row.event ?? { type: row.type ?? "" },
    }),
  )
  return recorder
}

const drag = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: "POINTER_MOVE",
    event: { type: "POINTER_MOVE", point: { x: 100 + i * 3, y: 412 } },
    from: "dragging",
    to: "dragging",
  }))

describe("replay links", () => {
  it("round-trips the page's events, with their payloads and the states they led to", async () => {
    const recorder = recorderWith(slider.machine, [
      { type: "POINTER_DOWN", event: { type: "POINTER_DOWN", point: { x: 10, y: 4 } }, to: "dragging" },
      { type: "POINTER_UP", event: { type: "POINTER_UP" }, from: "dragging", to: "focus" },
    ])
    const data = replayData([{ recorder, label: "Slider" }])
    expect(data.events).toEqual([
      [0, "POINTER_DOWN", { point: { x: 10, y: 4 } }, "dragging", 1],
      [0, "POINTER_UP", 0, "focus", 2],
    ])
    expect(await decodeReplay(await encodeReplay(data))).toEqual(data)
  })

  it("leaves a failed Inspector event out, and what it did before the page was rebuilt without it", () => {
    const failure = { message: "Cannot read properties of undefined (reading 'x')", missing: ["point"] }
    const recorder = recorderWith(slider.machine, [
      { type: "FOCUS", to: "focus" },
      { type: "POINTER_DOWN", source: "inspector", from: "focus", to: "dragging", failure },
      { type: "TIMER", source: "machine", from: "dragging", to: "dragging", undone: true },
      { type: "BLUR", from: "focus", to: "idle" },
    ])
    const data = replayData([{ recorder, label: "Slider" }])
    // FOCUS settled in focus: the failed event's states are not where it settled
    expect(data.events).toEqual([
      [0, "FOCUS", 0, "focus", 1],
      [0, "BLUR", 0, "idle", 4],
    ])
  })

  it("keeps the machine's own events out: they happen again by themselves", () => {
    const recorder = recorderWith(slider.machine, [
      { type: "FOCUS", to: "focus" },
      { type: "TIMER", source: "machine", from: "focus", to: "dragging" },
    ])
    const data = replayData([{ recorder, label: "Slider" }])
    // the FOCUS expects the state its machine settled in, after the machine's own event
    expect(data.events).toEqual([[0, "FOCUS", 0, "dragging", 1]])
  })

  it("stays under 8 kB (URL-safe) for 200 events", async () => {
    const recorder = recorderWith(slider.machine, drag(200))
    const text = await encodeReplay(replayData([{ recorder, label: "Slider" }]))
    expect(text).toMatch(/^[\w-]+$/)
    expect(text.length).toBeLessThan(8000)
  })

  it("drops what can't travel in a payload: functions and circular values", () => {
    const circular: Record<string, unknown> = { a: 1 }
    circular.self = circular
    expect(plainPayload({ type: "X", value: [3], fn: () => 1 })).toEqual({ value: [3] })
    expect(plainPayload({ type: "X", circular })).toBe(0)
  })

  it("refuses tampered data with a reason", async () => {
    await expect(decodeReplay("not-deflate")).rejects.toThrow("can't be decoded")
    const good = replayData([{ recorder: recorderWith(slider.machine, drag(2)), label: "Slider" }])
    const bad = { ...good, events: [[5, "POINTER_MOVE", 0, "", 1]] } as unknown as ReplayData
    await expect(decodeReplay(await encodeReplay(bad))).rejects.toThrow("not in the expected form")
    const code = { ...good, events: [[0, "POINTER_MOVE", "alert(1)", "", 1]] } as unknown as ReplayData
    await expect(decodeReplay(await encodeReplay(code))).rejects.toThrow("not in the expected form")
  })

  it("refuses events the machine's definition doesn't know, or other machines", () => {
    const recorder = createRecorder(dialog.machine)
    expect(eventsOf(dialog.machine, recorder.core)).toContain("TOGGLE")
    const machines = [{ recorder, label: "Dialog" }]
    expect(mismatch({ v: 1, machines: ["Dialog"], events: [[0, "TOGGLE", 0, "open", 1]] }, machines)).toBe("")
    expect(mismatch({ v: 1, machines: ["Dialog"], events: [[0, "EXPLODE", 0, "", 1]] }, machines)).toBe(
      `it names the event "EXPLODE", which Dialog doesn't know`,
    )
    expect(mismatch({ v: 1, machines: ["Menu"], events: [] }, machines)).toMatch(/made for machines Menu/)
  })
})
