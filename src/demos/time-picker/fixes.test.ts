// @vitest-environment jsdom
import { Time } from "@internationalized/date"
import { normalizeProps, useMachine } from "@zag-js/react"
import * as timePicker from "@zag-js/time-picker"
import { act, renderHook } from "@testing-library/react"
import type { KeyboardEvent, MouseEvent } from "react"
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { clampTime, fixHour12, useFixTimeClamp } from "./fixes"

const click = { defaultPrevented: false } as MouseEvent<HTMLButtonElement>
const enter = (value: string) =>
  ({
    key: "Enter",
    currentTarget: { value },
    nativeEvent: {},
    preventDefault() {},
  }) as unknown as KeyboardEvent<HTMLInputElement>

describe("time picker fixes", () => {
  describe("fixHour12", () => {
    const props = { id: "t", locale: "en-US", defaultOpen: true }
    // open without its content element, the dismissable layer warns that it has no node
    beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}))
    afterEach(() => vi.restoreAllMocks())

    test("upstream still broken: in a 12-hour locale, choosing hour 3 gives 3 PM", async () => {
      const { result } = renderMachine(timePicker.machine, timePicker.connect, props)
      await act(async () => result.current.api.getHourCellProps({ value: 3 }).onClick?.(click))
      expect(result.current.api.value?.hour, upstreamFixed("fixHour12")).toBe(15)
    })

    test("fixHour12: hour 3 stays in the morning when the value is empty or AM, and in the afternoon when PM", async () => {
      const { result } = renderMachine(timePicker.machine, timePicker.connect, props)
      const chooseHour = (hour: number) =>
        act(async () => {
          const { api, service } = result.current
          fixHour12(api, service).getHourCellProps(hour).onClick(click)
        })
      await chooseHour(3)
      expect(result.current.api.value?.hour).toBe(3)
      await act(async () => result.current.api.setValue(new Time(14, 0)))
      await chooseHour(3)
      expect(result.current.api.value?.hour).toBe(15)
    })
  })

  describe("useFixTimeClamp", () => {
    const max = new Time(17, 30)
    const props = { id: "t", locale: "en-GB", max }

    test("upstream still broken: a typed time past max is clamped one step late (it stays 20:00)", async () => {
      const { result } = renderMachine(timePicker.machine, timePicker.connect, props)
      await act(async () => result.current.api.getInputProps().onFocus?.({} as never))
      await act(async () => result.current.api.getInputProps().onKeyDown?.(enter("20:00")))
      expect(result.current.api.value?.toString(), upstreamFixed("useFixTimeClamp")).toBe("20:00:00")
    })

    test("useFixTimeClamp: the same typed time is clamped to max at once", async () => {
      const { result } = renderHook(() => {
        const service = useMachine(timePicker.machine, { ...props, ...useFixTimeClamp(undefined, max) })
        return timePicker.connect(service, normalizeProps)
      })
      await act(async () => result.current.getInputProps().onFocus?.({} as never))
      await act(async () => result.current.getInputProps().onKeyDown?.(enter("20:00")))
      expect(result.current.value?.toString()).toBe("17:30:00")
    })

    test("clampTime: moves a time into min..max", () => {
      const min = new Time(9, 0)
      expect(clampTime(new Time(8, 0), min, max).toString()).toBe("09:00:00")
      expect(clampTime(new Time(18, 0), min, max).toString()).toBe("17:30:00")
      expect(clampTime(new Time(12, 0), min, max).toString()).toBe("12:00:00")
    })
  })
})
