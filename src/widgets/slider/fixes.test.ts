import * as slider from "@zag-js/slider"
import { describe, expect, test } from "vitest"
import { fitDefaultValue } from "./fixes"

describe("slider fixes", () => {
  const range = { min: 12, max: 5912, step: 212 }
  const props = (defaultValue: number[]) => () =>
    slider.machine.props!({
      props: { id: "s", defaultValue, minStepsBetweenThumbs: 5, ...range },
      scope: {} as never,
    })

  test("fitDefaultValue: a default value that cannot keep the thumbs apart no longer throws", () => {
    // the bug itself: zag 1.47.0 throws on the unfitted default
    expect(props([10, 60])).toThrow(/values are invalid/)
    const fitted = fitDefaultValue([10, 60], range, 5 * range.step)
    expect(fitted).toEqual([12, 1072])
    expect(props(fitted)).not.toThrow()
  })
})
