// @vitest-environment jsdom
import * as timer from "@zag-js/timer"
import { act, waitFor } from "@testing-library/react"
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fixResetAfterFinish, isFinished } from "./fixes"

const stopped = { running: false, paused: false, countdown: false }

describe("timer fixes", () => {
  // jsdom's frames pass a time from another clock than performance.now(), which zag's timer reads too
  beforeAll(() => {
    vi.stubGlobal("requestAnimationFrame", (tick: FrameRequestCallback) => setTimeout(() => tick(performance.now()), 4))
    vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id))
  })
  afterAll(() => vi.unstubAllGlobals())

  test("upstream still broken: a run that reaches its target hides Reset, so only Start is offered", async () => {
    const { result } = renderMachine(timer.machine, timer.connect, {
      id: "t",
      targetMs: 20,
      interval: 5,
      autoStart: true,
    })
    await waitFor(() => expect(result.current.api.running).toBe(false))
    const { api, service } = result.current
    expect(service.context.get("currentMs")).toBe(20)
    expect(api.getActionTriggerProps({ action: "start" }).hidden).toBe(false)
    expect(api.getActionTriggerProps({ action: "reset" }).hidden, upstreamFixed("fixResetAfterFinish")).toBe(true)
  })

  test("fixResetAfterFinish: Reset shows on the finished run, and resets it", async () => {
    const { result } = renderMachine(timer.machine, timer.connect, {
      id: "t",
      targetMs: 20,
      interval: 5,
      autoStart: true,
    })
    await waitFor(() => expect(result.current.api.running).toBe(false))
    const { api, service } = result.current
    const finished = isFinished({ ...stopped, currentMs: service.context.get("currentMs"), targetMs: 20 })
    const reset = fixResetAfterFinish(api.getActionTriggerProps({ action: "reset" }), "reset", finished)
    expect(reset.hidden).toBe(false)
    await act(async () => reset.onClick?.({ defaultPrevented: false } as never))
    expect(result.current.service.context.get("currentMs")).toBe(0)
  })

  test("fixResetAfterFinish: other triggers, and Reset on a run that has not finished, are left alone", () => {
    const hiddenReset = { type: "button", hidden: true } as const
    expect(fixResetAfterFinish(hiddenReset, "reset", false).hidden).toBe(true)
    expect(fixResetAfterFinish(hiddenReset, "start", true).hidden).toBe(true)
  })

  test("isFinished: stopped at or past the target, in the direction the timer counts", () => {
    expect(isFinished({ ...stopped, currentMs: 2000, targetMs: 2000 })).toBe(true)
    expect(isFinished({ ...stopped, currentMs: 1000, targetMs: 2000 })).toBe(false)
    expect(isFinished({ ...stopped, countdown: true, currentMs: 0, targetMs: 0 })).toBe(true)
    expect(isFinished({ ...stopped, countdown: true, currentMs: 3000, targetMs: 0 })).toBe(false)
  })

  test("isFinished: never while running or paused, nor without a target", () => {
    expect(isFinished({ ...stopped, running: true, currentMs: 2000, targetMs: 2000 })).toBe(false)
    expect(isFinished({ ...stopped, paused: true, currentMs: 2000, targetMs: 2000 })).toBe(false)
    expect(isFinished({ ...stopped, currentMs: 2000, targetMs: undefined })).toBe(false)
  })
})
