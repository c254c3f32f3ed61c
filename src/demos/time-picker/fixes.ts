import { Time } from "@internationalized/date"
import type { PropTypes } from "@zag-js/react"
import type * as timePicker from "@zag-js/time-picker"
import { type KeyboardEvent, type MouseEvent, useState } from "react"

type Api = timePicker.Api<PropTypes>

/**
 * @zag-js/time-picker 1.22.1 (the last release) on @zag-js 1.47.0: in 12-hour locales choosing an hour
 * (a click, or Enter in the hour column) always adds 12 to it, so "03" in the morning gave 3 PM.
 * The fix wraps the hour cells' and the content's props: the machine's own handling (focus, the
 * move to the next column) runs first, then the hour is set again in the period the value already
 * has (AM when empty). 24-hour locales are left alone.
 */
export function fixHour12(api: Api, service: timePicker.Service) {
  const setHourInPeriod = (hour: number) => {
    if (!api.hour12) return
    const value = service.context.get("value")
    const base = value ?? service.context.get("currentTime") ?? new Time(0)
    const pm = value ? value.hour >= 12 : false
    api.setValue(base.set({ hour: pm ? hour + 12 : hour }))
  }
  return {
    getHourCellProps(hour: number) {
      const props = api.getHourCellProps({ value: hour })
      return {
        ...props,
        onClick(event: MouseEvent<HTMLButtonElement>) {
          const selectable = !props["aria-disabled"]
          props.onClick?.(event)
          if (selectable) setHourInPeriod(hour)
        },
      }
    },
    getContentProps() {
      const props = api.getContentProps()
      return {
        ...props,
        onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
          const column = service.context.get("focusedColumn")
          const focused = service.context.get("focusedValue")
          props.onKeyDown?.(event)
          if (event.key === "Enter" && column === "hour" && typeof focused === "number") setHourInPeriod(focused)
        },
      }
    },
  }
}

/** Moves a time into min..max. */
export function clampTime(time: Time, min: Time | undefined, max: Time | undefined): Time {
  if (min && time.compare(min) < 0) return min.copy()
  if (max && time.compare(max) > 0) return max.copy()
  return time
}

/**
 * @zag-js/time-picker 1.22.1 on @zag-js 1.47.0: the machine's clamp to min / max reads the value
 * from before the change, so a typed time was clamped one step late (20:00 with max 17:30 stayed
 * 20:00 until the next change). The fix controls the value (spread the result into the machine's
 * props) and clamps every new value itself.
 */
export function useFixTimeClamp(min: Time | undefined, max: Time | undefined) {
  const [value, setValue] = useState<Time | null>(null)
  const onValueChange = (details: timePicker.ValueChangeDetails) =>
    setValue(details.value ? clampTime(details.value, min, max) : null)
  return { value, onValueChange }
}
