import { parseDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useRefuseUnavailableValue } from "../fixes"
import { Field } from "./parts/Field"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** June 2025: the 1st–4th, 6th–9th and 21st–30th are booked. */
function isDateUnavailable(date: datePicker.DateValue) {
  if (date.year !== 2025 || date.month !== 6) return false
  return date.day <= 4 || (date.day >= 6 && date.day <= 9) || date.day >= 21
}

/** Days the calendar shows but won't let anyone pick: struck through, skipped by a click, Enter or a typed date. */
export default function Unavailable() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    isDateUnavailable,
    defaultFocusedValue: parseDate("2025-06-10"),
  })
  const api = datePicker.connect(service, normalizeProps)

  useRefuseUnavailableValue(api, isDateUnavailable)

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-legend">
        June 2025: only the 5th and the 10th–20th can be picked; the other days are struck through.
      </p>
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Date" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {api.open && (
              <>
                <MonthYearSelects api={api} />
                <CalendarViews api={api} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
