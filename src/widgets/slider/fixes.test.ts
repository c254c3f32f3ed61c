// @vitest-environment jsdom
import { normalizeProps, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { act, renderHook } from "@testing-library/react"
import { describe, expect, test } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { fitDefaultValue, useFixThumbsOnRangeChange } from "./fixes"

describe("slider fixes", () => {
  describe("fitDefaultValue", () => {
    const range = { min: 12, max: 5912, step: 212 }
    const readProps = (defaultValue: number[]) => () =>
      slider.machine.props!({
        props: { id: "s", defaultValue, minStepsBetweenThumbs: 5, ...range },
        scope: {} as never,
      })

    test("upstream still broken: reading the props throws on a default value that cannot keep the thumbs apart", () => {
      expect(readProps([10, 60]), upstreamFixed("fitDefaultValue")).toThrow(/values are invalid/)
    })

    test("fitDefaultValue: the fitted default value no longer throws", () => {
      const fitted = fitDefaultValue([10, 60], range, 5 * range.step)
      expect(fitted).toEqual([12, 1072])
      expect(readProps(fitted)).not.toThrow()
    })
  })

  describe("useFixThumbsOnRangeChange", () => {
    const props = { id: "s", defaultValue: [20, 80], min: 0, max: 100, step: 1 }
    const narrowed = { ...props, max: 50 }

    test("upstream still broken: a new max below a thumb leaves the thumb outside the range", async () => {
      const { result, rerender } = renderMachine(slider.machine, slider.connect, props)
      await act(async () => rerender(narrowed))
      expect(result.current.api.value, upstreamFixed("useFixThumbsOnRangeChange")).toEqual([20, 80])
    })

    test("useFixThumbsOnRangeChange: the thumbs are fitted into the new range, `gap` apart", async () => {
      const { result, rerender } = renderHook(
        (current: typeof props) => {
          const service = useMachine(slider.machine, current)
          useFixThumbsOnRangeChange(service, current, 40)
          return slider.connect(service, normalizeProps)
        },
        { initialProps: props },
      )
      expect(result.current.value).toEqual([20, 80])
      await act(async () => rerender(narrowed))
      expect(result.current.value).toEqual([10, 50])
    })
  })
})
