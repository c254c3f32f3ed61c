import { parseDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const min = parseDate("2018-03-19")
const max = parseDate("2019-02-12")

/**
 * The full calendar between two bounds: the days, months and years outside them are disabled in every view
 * and in the month and year selects. Today is after the max, so the calendar opens on the max.
 */
export default function CompositionMinMax() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    min,
    max,
  })
  const api = datePicker.connect(service, normalizeProps)

  return (
    <div className="date-picker date-picker-story">
      <div>
        <button type="button">Outside Element</button>
      </div>
      <p className="date-picker-range-text">Visible range: {api.visibleRangeText.formatted}</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
        <div>
          Focused: <bdi>{api.focusedValueAsString}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Date" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {api.open && (
              <>
                <MonthYearSelects api={api} bounds={{ min, max }} />
                <CalendarViews api={api} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
