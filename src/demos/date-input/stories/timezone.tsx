import { parseZonedDateTime } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../date-input.css"

const timeZone = "America/Los_Angeles"
// Node's ICU puts a narrow no-break space before "AM", browsers a plain one: written with the plain one, the
// server's markup and the browser's agree, and hydration keeps it
const plain = (text: string) => text.replace(/\u202f/g, " ")

/** A zoned date and time: its zone shows as a segment of its own, read-only, which `hideTimeZone` leaves out. */
export default function TimezoneDateInput() {
  const [hideTimeZone, setHideTimeZone] = useState(false)
  const service = useMachine(dateInput.machine, {
    id: useId(),
    granularity: "minute",
    timeZone,
    defaultValue: [parseZonedDateTime(`2025-02-03T08:45[${timeZone}]`)],
    hideTimeZone,
  })
  const api = dateInput.connect(service, normalizeProps)
  const segments = api.getSegments()
  // zag keeps the last complete value until every segment is cleared; say "-" while the field shows less
  const complete = segments.every((segment) => !segment.isEditable || !segment.isPlaceholder)

  return (
    <div className="date-input date-input-timezone">
      <label className="date-input-option">
        <input
          type="checkbox"
          data-testid="hide-tz"
          checked={hideTimeZone}
          onChange={(event) => setHideTimeZone(event.currentTarget.checked)}
        />
        Hide time zone
      </label>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Meeting time</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {segments.map((segment, index) => (
              <span key={index} {...api.getSegmentProps({ segment })}>
                {plain(segment.text)}
              </span>
            ))}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{(complete && plain(api.valueAsString[0] ?? "")) || "-"}</bdi>
        </span>
        <span>
          Value: <bdi>{(complete && api.value[0]?.toString()) || "-"}</bdi>
        </span>
      </output>
    </div>
  )
}
