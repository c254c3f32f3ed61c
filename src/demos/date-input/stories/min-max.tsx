import { parseDate } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect, useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import "../date-input.css"

const min = parseDate("2000-01-01")
const max = parseDate("2030-12-31")

/**
 * A date between two bounds. A segment being typed is left alone (a year is "1", then "19", then "199"); once
 * it is complete, or the field loses focus, a date out of bounds is brought in, segment by segment, keeping
 * the others as typed. "Selected" is the date zag holds, "Editing" what the segments show.
 */
export default function MinMaxDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    min,
    max,
  })
  const api = dateInput.connect(service, normalizeProps)
  // today's date: the visitor's, so written once in the browser
  const inBrowser = useInBrowser()
  // zag brings the date within bounds when the field loses focus; bring it in as soon as a segment is
  // complete, too (setValue constrains what it is given)
  const [date] = api.value
  const outOfBounds = date !== undefined && (date.compare(min) < 0 || date.compare(max) > 0)
  useEffect(() => {
    if (outOfBounds) api.setValue(api.value)
  }, [outOfBounds, api])
  const segments = api.getSegments()
  const editable = segments.filter((segment) => segment.isEditable)
  const editing = editable.some((segment) => !segment.isPlaceholder)
    ? segments.map((segment) => (segment.isPlaceholder ? segment.placeholder : segment.text)).join("")
    : "-"

  return (
    <div className="date-input date-input-min-max">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date (min: 2000-01-01, max: 2030-12-31)</label>
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
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </span>
        <span>
          Placeholder: <bdi>{inBrowser && api.placeholderValue.toString()}</bdi>
        </span>
        <span>
          Editing: <bdi>{editing}</bdi>
        </span>
      </output>
    </div>
  )
}
