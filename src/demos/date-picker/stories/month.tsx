import { CalendarDate } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
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
 * A month picker: the calendar stops at the month view (`minView`), so a month cell picks the month and closes
 * it; the button above the months goes up to the years. The field shows and reads mm/yyyy.
 */
export default function MonthPicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    minView: "month",
    defaultView: "month",
    placeholder: "mm/yyyy",
    format,
    parse,
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
