import { type DateValue, getLocalTimeZone } from "@internationalized/date"
import * as dateInput from "@zag-js/date-input"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { CalendarIcon } from "./parts/icons"
import { DayView, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../../date-input/date-input.css"
import "../story-parts.css"

/**
 * One date, two ways in: a segmented field to type it (`@zag-js/date-input`) and a calendar to click it
 * (`@zag-js/date-picker`, opened by the button beside the field). The date lives in React state and both
 * machines are controlled by it, in the browser's time zone.
 */
export default function DateInputDatePicker() {
  const [value, setValue] = useState<DateValue[]>([])
  const timeZone = getLocalTimeZone()
  const fieldService = useMachine(dateInput.machine, {
    id: useId(),
    timeZone,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const field = dateInput.connect(fieldService, normalizeProps)
  const pickerService = useMachine(datePicker.machine, {
    id: useId(),
    timeZone,
    value,
    onValueChange: (details) => setValue(details.value),
    // the day view only: the selects above it go to another month or year
    maxView: "day",
    positioning: { placement: "bottom-start" },
    translations: { clearTrigger: "Clear" },
  })
  const picker = datePicker.connect(pickerService, normalizeProps)
  // today is the visitor's, not the build's: the calendar is written once the page has hydrated
  const hydrated = useInBrowser()

  return (
    <div className="date-picker date-input date-picker-story date-input-date-picker">
      <div {...picker.getRootProps()}>
        <div {...field.getRootProps()}>
          <label {...field.getLabelProps()}>Date</label>
          <div className="date-input-date-picker-row">
            <div {...field.getControlProps()}>
              <div {...field.getSegmentGroupProps()}>
                {field.getSegments().map((segment, index) => (
                  <span key={index} {...field.getSegmentProps({ segment })}>
                    {segment.text}
                  </span>
                ))}
              </div>
            </div>
            <div {...picker.getControlProps()}>
              <button {...picker.getTriggerProps()}>
                <CalendarIcon />
              </button>
              <button className="date-picker-story-text-button" {...picker.getClearTriggerProps()}>
                Clear
              </button>
            </div>
          </div>
          <input {...field.getHiddenInputProps()} />
        </div>
        <div {...picker.getPositionerProps()}>
          <div {...picker.getContentProps()}>
            {hydrated && (
              <>
                <MonthYearSelects api={picker} />
                <DayView api={picker} />
              </>
            )}
          </div>
        </div>
      </div>
      <output className="date-output">
        <div>
          Selected: <bdi>{value[0]?.toString() ?? "-"}</bdi>
        </div>
      </output>
    </div>
  )
}
