import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { useEffect, useRef } from "react"

/**
 * @zag-js/date-picker 1.47.0 takes a typed date when the field loses focus even when `isDateUnavailable`
 * says it can't be picked (a click or Enter on it is refused). The fix watches the value: an unavailable date
 * in it is replaced by the last value without one (or cleared), so what the field accepts is what the
 * calendar would.
 */
export function useRefuseUnavailableValue(
  api: datePicker.Api<PropTypes>,
  isDateUnavailable: (date: datePicker.DateValue) => boolean,
) {
  const lastAvailable = useRef<datePicker.DateValue[]>([])
  useEffect(() => {
    if (!api.value.some((date) => isDateUnavailable(date))) lastAvailable.current = api.value
    else if (lastAvailable.current.length > 0) api.setValue(lastAvailable.current)
    else api.clearValue({ focus: false })
  })
}
