import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { formatMonth, parseMonth } from "./parts/monthYearText"
import { MonthView, YearView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * A month picker: the calendar stops at the month view (`minView`), so a month cell picks the month and closes
 * it; the button above the months goes up to the years. The field shows and reads mm/yyyy.
 */
export default function MonthPicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    minView: "month",
    defaultView: "month",
    placeholder: "mm/yyyy",
    format: formatMonth,
    parse: parseMonth,
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
        <Field api={api} label="Month" />
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
