import { DateFormatter, PersianCalendar, type CalendarIdentifier } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, type InputEvent as ReactInputEvent } from "react"
import "../date-input.css"

const locale = "fa-IR"

/** fa-IR asks for the Persian calendar; it is the only one this field builds. */
function createCalendar(identifier: CalendarIdentifier) {
  if (identifier === "persian") return new PersianCalendar()
  throw new Error(`This field only builds the Persian calendar, not "${identifier}"`)
}

const placeholderFormat = new DateFormatter(locale, { calendar: "persian", dateStyle: "short", timeZone: "UTC" })

// Persian (۰–۹) and Arabic-Indic (٠–٩) digits, as a Persian keyboard types them
const localDigit = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0)
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660)
  return undefined
}

/**
 * A date in the Persian (Solar Hijri) calendar, year/month/day in fa-IR, built by a custom `createCalendar`.
 * Latin digits and the Persian keyboard's own digits both type into a segment.
 */
export default function CustomCalendarDateInput() {
  const service = useMachine(dateInput.machine, {
    id: useId(),
    locale,
    createCalendar,
  })
  const api = dateInput.connect(service, normalizeProps)

  return (
    <div className="date-input date-input-custom-calendar">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>تاریخ</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {api.getSegments().map((segment, index) => {
              const props = api.getSegmentProps({ segment })
              // zag reads a segment's digits as Latin ones: hand it the Latin digit of a typed Persian one
              const onBeforeInput = (event: ReactInputEvent<HTMLSpanElement>) => {
                const data = event.data
                const digit = data && data.length === 1 ? localDigit(data) : undefined
                if (digit === undefined || !segment.isEditable) return props.onBeforeInput?.(event)
                event.preventDefault()
                service.send({ type: "SEGMENT.INPUT", segment, input: digit })
              }
              return (
                <span key={index} {...props} onBeforeInput={onBeforeInput}>
                  {segment.text}
                </span>
              )
            })}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </span>
        <span>
          Placeholder: <bdi>{placeholderFormat.format(api.placeholderValue.toDate("UTC"))}</bdi>
        </span>
      </output>
    </div>
  )
}
