import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { type RefObject, useEffect, useRef } from "react"

/**
 * @zag-js/date-picker 1.47.0, selectionMode "multiple": the machine writes only the first selected
 * date into the input, so the field hid every other selected date. The fix (attach the returned ref
 * to the input) writes all selected dates, joined by ", ", into the input whenever it does not have
 * focus; a frame later, so it lands after the machine's own write. Typing still goes to the machine.
 */
export function useFixMultipleInputText(api: datePicker.Api<PropTypes>): RefObject<HTMLInputElement | null> {
  const inputRef = useRef<HTMLInputElement>(null)
  const allDates = api.valueAsString.join(", ")
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = inputRef.current
      if (el && el.ownerDocument.activeElement !== el) el.value = allDates
    })
    return () => cancelAnimationFrame(frame)
  })
  return inputRef
}
