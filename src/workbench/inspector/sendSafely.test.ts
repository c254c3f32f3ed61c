// @vitest-environment node
import { describe, expect, it } from "vitest"
import { expectedPayload, failureText } from "./sendSafely"

describe("what the Send panel says of a failed event", () => {
  it("shows the keys the handlers read and the payload lacked as a payload to fill in", () => {
    expect(expectedPayload(["value"])).toBe('{"value": …}')
    expect(expectedPayload(["channel", "step"])).toBe('{"channel": …, "step": …}')
    expect(expectedPayload([])).toBeNull()
  })

  it("names the event, the error, the expected payload and what became of the page", () => {
    const failure = { message: "Cannot read properties of undefined (reading 'trim')", missing: ["value"] }
    expect(failureText("INPUT.CHANGE", failure, false)).toBe(
      "INPUT.CHANGE failed: Cannot read properties of undefined (reading 'trim'). Its handlers read value, " +
        'which the payload lacks: it expects a payload like {"value": …}. It changed nothing.',
    )
    expect(failureText("VALUE.SET", { message: "e is not iterable.", missing: [] }, true)).toBe(
      "VALUE.SET failed: e is not iterable. The page is back as it was before it.",
    )
  })
})
