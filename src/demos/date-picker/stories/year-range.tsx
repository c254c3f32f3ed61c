import { CalendarDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { RangeField } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const format = (date: datePicker.DateValue) => String(date.year)

/** yyyy, or yy in the current century ("26" is 2026). */
function parse(text: string): datePicker.DateValue | undefined {
  const digits = text.trim()
  if (/^\d{4}$/.test(digits)) return new CalendarDate(Number(digits), 1, 1)
  if (!/^\d{2}$/.test(digits)) return undefined
  const century = Math.floor(new Date().getFullYear() / 100) * 100
  return new CalendarDate(century + Number(digits), 1, 1)
}

/** A range of years: two yyyy fields, and a calendar of years only; Prev / Next step a decade. */
export default function YearRangePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    selectionMode: "range",
    minView: "year",
    defaultView: "year",
    placeholder: "yyyy",
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
        <RangeField api={api} labels={["Start year", "End year"]} />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>{hydrated && <YearView api={api} />}</div>
        </div>
      </div>
    </div>
  )
}
