import { CalendarDate, type CalendarIdentifier, PersianCalendar } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { useInBrowser } from "./parts/inBrowser"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const locale = "fa-IR"
const persian = new PersianCalendar()

/** fa-IR asks for the Persian calendar; it is the only one this picker builds. */
function createCalendar(identifier: CalendarIdentifier) {
  if (identifier === "persian") return persian
  throw new Error(`This picker only builds the Persian calendar, not "${identifier}"`)
}

/** Days and years in Persian digits (۰–۹), as fa-IR writes them. */
const digits = new Intl.NumberFormat(locale, { useGrouping: false })
const numerals = (value: number) => digits.format(value)

/** ۱۴۰۳/۹/۱۲ (or 1403/9/12): year/month/day of the Persian calendar. Persian and Arabic-Indic digits read as Latin. */
function parse(text: string): datePicker.DateValue | undefined {
  const latin = text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
  const match = /^(\d{1,4})\D+(\d{1,2})\D+(\d{1,2})$/.exec(latin.trim())
  if (!match) return undefined
  const [year, month, day] = match.slice(1).map(Number)
  const date = new CalendarDate(persian, year, month, day)
  // a day or month past the end is not a date (CalendarDate would carry it over)
  return date.month === month && date.day === day ? date : undefined
}

/**
 * A date picker in the Persian (Solar Hijri) calendar, right to left in fa-IR: a custom `createCalendar` builds
 * the calendar zag asks for, and a custom `parse` reads a typed date, whose Persian digits zag lets in.
 */
export default function CustomCalendarDatePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    locale,
    dir: "rtl",
    createCalendar,
    parse,
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the calendar is written once the page has hydrated
  const hydrated = useInBrowser()

  return (
    <div className="date-picker date-picker-story" dir="rtl">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] ?? "-"}</bdi>
        </div>
        <div>
          Focused: <bdi>{hydrated && api.focusedValueAsString}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()} lang="fa-IR">
        <Field api={api} label="تاریخ" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {hydrated && (
              <>
                <MonthYearSelects api={api} numerals={numerals} />
                <CalendarViews api={api} numerals={numerals} />
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
