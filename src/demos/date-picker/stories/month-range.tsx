import { CalendarDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { RangeField } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { MonthView, YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** A month as mm/yyyy: "3/2026" and "03/2026" are both March 2026. */
function format(date: datePicker.DateValue) {
  return `${String(date.month).padStart(2, "0")}/${date.year}`
}

function parse(text: string): datePicker.DateValue | undefined {
  const match = /^(\d{1,2})\D+(\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const month = Number(match[1])
  if (month < 1 || month > 12) return undefined
  return new CalendarDate(Number(match[2]), month, 1)
}

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
    format,
    parse,
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
