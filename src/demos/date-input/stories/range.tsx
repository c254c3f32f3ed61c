import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../date-input.css"

const groups = [0, 1] as const

/**
 * A start and an end date in one field: two segment groups, each with its hidden input. Typing runs from the
 * start's last segment into the end's first one, and so does →. "Selected" is the range zag holds,
 * "Editing input N" what each group shows while it is typed.
 */
export default function RangeDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    selectionMode: "range",
  })
  const api = dateInput.connect(service, normalizeProps)
  const [start, end] = api.valueAsString
  const selected = start || end ? `${start || "-"} - ${end || "-"}` : "-"
  const editing = (index: number) => {
    const segments = api.getSegments({ index })
    return segments.some((segment) => segment.isEditable && !segment.isPlaceholder)
      ? segments.map((segment) => (segment.isPlaceholder ? segment.placeholder : segment.text)).join("")
      : "-"
  }

  return (
    <div className="date-input date-input-range">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date Range</label>
        <div {...api.getControlProps()}>
          {groups.map((index) => (
            <span key={index} className="date-input-range-group">
              {index === 1 && (
                <span className="date-input-range-dash" aria-hidden="true">
                  –
                </span>
              )}
              <span {...api.getSegmentGroupProps({ index })}>
                {api.getSegments({ index }).map((segment, position) => (
                  <span key={position} {...api.getSegmentProps({ segment, index })}>
                    {segment.text}
                  </span>
                ))}
              </span>
            </span>
          ))}
        </div>
        {/* the end group's name (zag labels group N by label N); the visible label names the start group */}
        <span id={api.getLabelProps({ index: 1 }).id} hidden>
          End date
        </span>
        <input {...api.getHiddenInputProps({ index: 0 })} />
        <input {...api.getHiddenInputProps({ index: 1 })} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{selected}</bdi>
        </span>
        <span>
          Editing input 1: <bdi>{editing(0)}</bdi>
        </span>
        <span>
          Editing input 2: <bdi>{editing(1)}</bdi>
        </span>
      </output>
    </div>
  )
}
