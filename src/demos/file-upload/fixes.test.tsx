// @vitest-environment jsdom
import { renderHook } from "@testing-library/react"
import type { HTMLAttributes, KeyboardEvent, MouseEvent } from "react"
import { afterEach, describe, expect, test, vi } from "vitest"
import { useFixRepeatedPickerOpen } from "./fixes"

describe("file upload fixes", () => {
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback))
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))
  afterEach(() => void frames.splice(0))

  const click = {} as MouseEvent<HTMLElement>
  const key = (name: string) => ({ key: name }) as KeyboardEvent<HTMLElement>

  test("fixRepeatedPickerOpen: two clicks in one frame ask the machine once; the next frame asks again", () => {
    const onClick = vi.fn()
    const { result } = renderHook(() => useFixRepeatedPickerOpen())
    const props = result.current({ onClick })
    props.onClick?.(click)
    props.onClick?.(click)
    expect(onClick).toHaveBeenCalledTimes(1)
    nextFrame()
    props.onClick?.(click)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  test("fixRepeatedPickerOpen: Enter and Space count as requests, other keys pass straight through", () => {
    const onKeyDown = vi.fn()
    const onClick = vi.fn()
    const { result } = renderHook(() => useFixRepeatedPickerOpen())
    const props = result.current({ onClick, onKeyDown })
    props.onKeyDown?.(key("Tab"))
    props.onKeyDown?.(key("Enter"))
    props.onKeyDown?.(key(" "))
    props.onClick?.(click)
    expect(onKeyDown).toHaveBeenCalledTimes(2) // Tab, then the first Enter
    expect(onClick).not.toHaveBeenCalled()
  })

  test("fixRepeatedPickerOpen: a button without a key handler keeps none (its Enter opens through the click)", () => {
    const { result } = renderHook(() => useFixRepeatedPickerOpen())
    expect(result.current<HTMLAttributes<HTMLElement>>({ onClick: vi.fn() }).onKeyDown).toBeUndefined()
  })
})
