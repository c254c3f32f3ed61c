import { describe, expect, test } from "vitest"
import { fixResetAfterFinish, isFinished } from "./fixes"

const stopped = { running: false, paused: false, countdown: false }

describe("timer fixes", () => {
  test("fixResetAfterFinish: Reset, hidden by the machine when idle, shows on a finished run", () => {
    const hiddenReset = { type: "button", hidden: true } as const
    expect(fixResetAfterFinish(hiddenReset, "reset", true).hidden).toBe(false)
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
