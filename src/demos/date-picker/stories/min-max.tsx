import { parseDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { DayView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const min = parseDate("2025-07-01")
const max = parseDate("2025-09-30")

/**
 * Days between two bounds, in the day view only (maxView "day"). A date typed outside them is brought to the
 * nearest bound (clamped) when the field loses focus or on Enter; the calendar disables the days outside.
 */
export default function MinMaxClamp() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    min,
    max,
    maxView: "day",
    defaultFocusedValue: min,
  })
  const api = datePicker.connect(service, normalizeProps)

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-legend">From July 1 to September 30, 2025: a date typed outside is clamped.</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Date" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>{api.open && <DayView api={api} />}</div>
        </div>
      </div>
    </div>
  )
}
