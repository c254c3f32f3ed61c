import type * as slider from "@zag-js/slider"
import { useEffect } from "react"
import { fitValues, type SliderRange } from "./range"

/**
 * @zag-js/slider 1.47.0: the machine fits its value into min / max / step only when it starts, so a
 * new max below a thumb left the thumb (and the form value) outside the range. The fix sends the
 * fitted value, thumbs kept `gap` apart, whenever min, max or step change.
 */
export function useFixThumbsOnRangeChange(service: slider.Service, range: SliderRange, gap = 0) {
  const { send, context } = service
  const { min, max, step } = range
  useEffect(() => {
    const current = context.get("value")
    const next = fitValues(current, { min, max, step }, gap)
    if (next.some((value, i) => value !== current[i])) send({ type: "SET_VALUE", value: next })
  }, [send, context, min, max, step, gap])
}

/**
 * @zag-js/slider 1.47.0: the machine normalizes `defaultValue` against the current min, max, step and
 * `minStepsBetweenThumbs` every time its props are read, not only when it starts, and throws when the
 * thumbs cannot keep their gap (e.g. [10, 60] with step 212 and 5 steps between thumbs). The fix hands
 * it a default value already fitted to the range, thumbs `gap` apart.
 */
export function fitDefaultValue(value: number[], range: SliderRange, gap = 0): number[] {
  return fitValues(value, range, gap)
}
