// @vitest-environment jsdom
import { createMachine, createGuards } from "@zag-js/core"
import { act, renderHook } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { RECORDER, type MachineRecorder } from "./recorder"
import { useInspectedMachine } from "./useInspectedMachine"
import { whyNothingHappened } from "./why"

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))
const recorderOf = (service: unknown) => (service as { [RECORDER]: MachineRecorder })[RECORDER]
const { and, not } = createGuards()

type Schema = { props: { locked: boolean; open: boolean }; state: "idle" | "busy"; event: { type: string } }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toy = createMachine<any>({
  props: ({ props }) => ({ locked: false, open: false, ...props }),
  initialState: () => "idle",
  states: {
    idle: {
      on: {
        START: [
          { guard: "isLocked", target: "idle" },
          { guard: not("isOpen"), target: "busy" },
        ],
        BOTH: { guard: and("isOpen", "isLocked"), target: "busy" },
        NOOP: {},
      },
    },
    busy: {},
  },
  implementations: {
    guards: {
      isLocked: ({ prop }) => prop("locked"),
      isOpen: ({ prop }) => prop("open"),
    },
  },
})

async function sendAndExplain(props: Partial<Schema["props"]>, type: string) {
  const { result } = renderHook(() => useInspectedMachine(toy, { id: "t", ...props }))
  await settle()
  act(() => result.current.send({ type }))
  await settle()
  const recorder = recorderOf(result.current)
  const row = recorder.rows().at(-1)!
  return { row, why: whyNothingHappened(row, recorder.definition, recorder.core) }
}

describe("why an event changed nothing", () => {
  it("names an event no state of the chain handles", async () => {
    expect((await sendAndExplain({}, "UNKNOWN")).why).toBe("no transition for UNKNOWN in state idle")
  })

  it("names the guards zag evaluated and their results", async () => {
    const { row, why } = await sendAndExplain({ open: true }, "START")
    expect(row.guards).toEqual([
      ["isLocked", false],
      ["isOpen", true],
    ])
    expect(why).toBe("guard isLocked was false, guard isOpen was true")
  })

  it("evaluates and/or/not combinations from the recorded results", async () => {
    expect((await sendAndExplain({ open: true }, "BOTH")).why).toBe("guard isOpen was true, guard isLocked was false")
  })

  it("says a handled event changed nothing", async () => {
    expect((await sendAndExplain({}, "NOOP")).why).toBe("handled in idle, no change")
    expect((await sendAndExplain({ locked: true }, "START")).why).toBe(
      "handled in idle, no change (guard isLocked was true)",
    )
  })

  it("gives no reason for an event that changed the state", async () => {
    const { row, why } = await sendAndExplain({}, "START")
    expect(row.to).toBe("busy")
    expect(why).toBeNull()
  })
})
