import { DateFormatter } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../date-input.css"

// hours and minutes only, on a 24-hour clock: the field has a segment for each part the formatter prints
const locale = "en-US"
const timeZone = "UTC"
const formatter = new DateFormatter(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone })

/** A time field: a formatter that leaves the date out gives it an hour and a minute segment, nothing more. */
export default function TimeOnlyDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    locale,
    timeZone,
    granularity: "minute",
    formatter,
  })
  const api = dateInput.connect(service, normalizeProps)
  const segments = api.getSegments()
  // zag keeps the last complete time until every segment is cleared; say "-" while the field shows less
  const complete = segments.every((segment) => !segment.isEditable || !segment.isPlaceholder)

  return (
    <div className="date-input date-input-time-only">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Time</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {segments.map((segment, index) => (
              <span key={index} {...api.getSegmentProps({ segment })}>
                {segment.text}
              </span>
            ))}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{(complete && api.valueAsString[0]) || "-"}</bdi>
        </span>
      </output>
    </div>
  )
}
