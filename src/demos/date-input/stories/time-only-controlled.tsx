import { DateFormatter, type DateValue } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../date-input.css"

// hours and minutes only, on a 24-hour clock: the field has a segment for each part the formatter prints
const locale = "en-US"
const timeZone = "UTC"
const formatter = new DateFormatter(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone })

/** The time field with its value in React state: every complete time typed sets it, and it echoes below. */
export default function TimeOnlyControlledDateInput() {
  const [value, setValue] = useState<DateValue[]>([])
  const service = useMachine(dateInput.machine, {
    id: useId(),
    locale,
    timeZone,
    granularity: "minute",
    formatter,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = dateInput.connect(service, normalizeProps)

  return (
    <div className="date-input date-input-time-only-controlled">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Time</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {api.getSegments().map((segment, index) => (
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
          Controlled value: <bdi>{value[0] ? formatter.format(value[0].toDate(timeZone)) : "-"}</bdi>
        </span>
      </output>
    </div>
  )
}
