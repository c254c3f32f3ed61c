// @vitest-environment jsdom
import * as numberInput from "@zag-js/number-input"
import { renderHook } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { useInspectedMachines } from "./inspector/inspectedMachines"
import { useDemoMachine } from "./useDemoMachine"

afterEach(() => window.history.replaceState(null, "", "/"))

describe("useDemoMachine", () => {
  it("gives the machine the view's dir and locale and a unique id; given props win", () => {
    window.history.replaceState(null, "", "/number-input?dir=rtl&locale=de-DE")
    const { result } = renderHook(() => [useDemoMachine(numberInput.machine), useDemoMachine(numberInput.machine)])
    const [first, second] = result.current
    expect(first.prop("dir")).toBe("rtl")
    expect(first.prop("locale")).toBe("de-DE")
    expect(first.prop("id")).toBeTruthy()
    expect(first.prop("id")).not.toBe(second.prop("id"))

    const { result: fixed } = renderHook(() => useDemoMachine(numberInput.machine, { dir: "ltr" }, { id: "fixed" }))
    expect(fixed.current.prop("id")).toBe("fixed")
    expect(fixed.current.prop("dir")).toBe("ltr")
  })

  it("registers each machine with the Inspector under its label while mounted", () => {
    const { result, unmount } = renderHook(() => {
      useDemoMachine(numberInput.machine, {}, { label: "First" })
      useDemoMachine(numberInput.machine)
      return useInspectedMachines()
    })
    expect(result.current.map((machine) => machine.label)).toEqual(["First", "Machine"])
    unmount()
    const { result: after } = renderHook(() => useInspectedMachines())
    expect(after.current).toEqual([])
  })
})
