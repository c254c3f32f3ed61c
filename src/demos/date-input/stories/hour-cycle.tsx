import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../date-input.css"

/** en-US writes times on a 12-hour clock; `hourCycle: 24` forces a 24-hour one, so there is no AM/PM segment. */
export default function HourCycleDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    locale: "en-US",
    granularity: "minute",
    hourCycle: 24,
  })
  const api = dateInput.connect(service, normalizeProps)
  const segments = api.getSegments()
  // zag keeps the last complete value until every segment is cleared; say "-" while the field shows less
  const complete = segments.every((segment) => !segment.isEditable || !segment.isPlaceholder)

  return (
    <div className="date-input date-input-hour-cycle">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Appointment time</label>
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
