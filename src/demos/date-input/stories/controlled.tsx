import type { DateValue } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../date-input.css"

/** The date lives in React state: the field shows it, and every complete entry sets it. */
export default function ControlledDateInput() {
  const [value, setValue] = useState<DateValue[]>([])
  const service = useMachine(dateInput.machine, {
    id: useId(),
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = dateInput.connect(service, normalizeProps)

  return (
    <div className="date-input date-input-controlled">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date</label>
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
          Controlled value: <bdi>{value[0]?.toString() ?? "-"}</bdi>
        </span>
      </output>
    </div>
  )
}
