// @vitest-environment jsdom
import * as numberInput from "@zag-js/number-input"
import { render, renderHook } from "@testing-library/react"
import { createElement, type ReactNode } from "react"
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

  it("lists a parent's machine before its child's, though the child's effect registers first", () => {
    const names: string[][] = []
    function Level({ label, children }: { label: string; children?: ReactNode }) {
      useDemoMachine(numberInput.machine, {}, { label })
      return children
    }
    function Names() {
      names.push(useInspectedMachines().map((machine) => machine.label))
      return null
    }
    // the list as the toolbar beside the levels sees it
    const view = render(
      createElement(
        "div",
        null,
        createElement(Level, { label: "Outer" }, createElement(Level, { label: "Inner" })),
        createElement(Names, null),
      ),
    )
    expect(names.at(-1)).toEqual(["Outer", "Inner"])
    view.unmount()
  })
})
