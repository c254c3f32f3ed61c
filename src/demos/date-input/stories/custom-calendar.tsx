import { DateFormatter, PersianCalendar, type CalendarIdentifier } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import "../date-input.css"

const locale = "fa-IR"

/** fa-IR asks for the Persian calendar; it is the only one this field builds. */
function createCalendar(identifier: CalendarIdentifier) {
  if (identifier === "persian") return new PersianCalendar()
  throw new Error(`This field only builds the Persian calendar, not "${identifier}"`)
}

const placeholderFormat = new DateFormatter(locale, { calendar: "persian", dateStyle: "short", timeZone: "UTC" })

/**
 * A date in the Persian (Solar Hijri) calendar, year/month/day in fa-IR, built by a custom `createCalendar`.
 * zag 1.47.0 reads typed digits as Latin ones (a Persian keyboard's ۰–۹ are not taken).
 */
export default function CustomCalendarDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    locale,
    createCalendar,
  })
  const api = dateInput.connect(service, normalizeProps)
  // today's date: the visitor's, so written once in the browser
  const inBrowser = useInBrowser()

  return (
    <div className="date-input date-input-custom-calendar">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>تاریخ</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {api.getSegments().map((segment, index) => (
              <span key={index} {...api.getSegmentProps({ segment })}>
                {segment.text}
              </span>
            ))}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </span>
        <span>
          Placeholder: <bdi>{inBrowser && placeholderFormat.format(api.placeholderValue.toDate("UTC"))}</bdi>
        </span>
      </output>
    </div>
  )
}
