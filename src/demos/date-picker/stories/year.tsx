import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { formatYear, parseYear } from "./parts/monthYearText"
import { YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** A year picker: the calendar shows only years (`minView` year); a year cell picks it and closes the calendar. */
export default function YearPicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    minView: "year",
    defaultView: "year",
    placeholder: "yyyy",
    format: formatYear,
    parse: parseYear,
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the calendar is written once the page has hydrated
  const hydrated = useInBrowser()

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] ?? "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Year" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>{hydrated && <YearView api={api} />}</div>
        </div>
      </div>
    </div>
  )
}
