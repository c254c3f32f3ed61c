import { CalendarDate, today } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const pad = (n: number) => String(n).padStart(2, "0")

/** 5 March 2026 → "05/03/26". */
function format(date: datePicker.DateValue) {
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year % 100)}`
}

/**
 * "05/03/26" → 5 March 2026. The month and the year may be left out ("05/03", "5"): they are then this
 * month's and this year's. A two-digit year is in this century. Anything else is no date.
 */
function parse(text: string, { timeZone }: datePicker.LocaleDetails) {
  const parts = text.trim().split("/")
  if (parts.length > 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) return undefined
  const now = today(timeZone)
  const [day, month = now.month, year = now.year] = parts.map(Number)
  const fullYear = parts[2] !== undefined && parts[2].length <= 2 ? 2000 + year : year
  if (month < 1 || month > 12 || day < 1) return undefined
  const date = new CalendarDate(fullYear, month, day)
  // CalendarDate brings the 31st of a 30-day month back to the 30th: that is not what was typed
  return date.day === day ? date : undefined
}

/** The field shows and takes dates as dd/mm/yy; "dd/mm" and "dd" alone fill in the current month and year. */
export default function FormatParse() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    format,
    parse,
    placeholder: "dd/mm/yy",
  })
  const api = datePicker.connect(service, normalizeProps)

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-legend">Type 05/03/26, 05/03 or just 5, then Enter.</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
        <div>
          ISO: <bdi>{api.value[0]?.toString() ?? "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Date (dd/mm/yy)" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {api.open && (
              <>
                <MonthYearSelects api={api} />
                <CalendarViews api={api} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
