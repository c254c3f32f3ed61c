import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { RangeField } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { formatMonth, parseMonth } from "./parts/monthYearText"
import { MonthView, YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * A range of months: two mm/yyyy fields, and a calendar that opens on the months (`minView` month). The first
 * month clicked starts the range, the second ends it; the pointer previews the months between.
 */
export default function MonthRangePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    selectionMode: "range",
    minView: "month",
    defaultView: "month",
    placeholder: "mm/yyyy",
    format: formatMonth,
    parse: parseMonth,
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the calendar is written once the page has hydrated
  const hydrated = useInBrowser()
  const [start, end] = api.valueAsString

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{start ? `${start} - ${end ?? "…"}` : "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <RangeField api={api} labels={["Start month", "End month"]} />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {hydrated && (
              <>
                <MonthView api={api} />
                <YearView api={api} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
