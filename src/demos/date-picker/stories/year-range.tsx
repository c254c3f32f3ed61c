import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { RangeField } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { formatYear, parseYear } from "./parts/monthYearText"
import { YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** A range of years: two yyyy fields, and a calendar of years only; Prev / Next step a decade. */
export default function YearRangePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    selectionMode: "range",
    minView: "year",
    defaultView: "year",
    placeholder: "yyyy",
    format: formatYear,
    parse: parseYear,
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
