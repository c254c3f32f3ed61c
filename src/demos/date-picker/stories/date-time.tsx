import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { CalendarIcon } from "./parts/icons"
import { CalendarViews } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const pad = (n: number) => String(n).padStart(2, "0")

/**
 * A date and a time of day: the calendar stays open when a day is picked (`closeOnSelect` off), and its "Time:"
 * field sets the hours and minutes on that day (`setTime` turns the date into a date and time). Picking another
 * day keeps the time.
 */
export default function DateTimePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    closeOnSelect: false,
    translations: { trigger: () => "Select Date & Time", clearTrigger: "Clear" },
    positioning: { placement: "bottom-start" },
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the calendar is written once the page has hydrated
  const hydrated = useInBrowser()
  const [value] = api.value
  const hasTime = value !== undefined && "hour" in value
  const time = hasTime ? `${pad(value.hour)}:${pad(value.minute)}` : ""

  return (
    <div className="date-picker date-picker-story">
      <h3 className="date-picker-story-title">Date-Time Picker Example</h3>
      <div {...api.getRootProps()}>
        <div {...api.getControlProps()}>
          <button className="date-picker-story-text-button" {...api.getTriggerProps()}>
            <CalendarIcon />
            Select Date & Time
          </button>
          <button className="date-picker-story-text-button" {...api.getClearTriggerProps()}>
            Clear
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {hydrated && (
              <>
                <CalendarViews api={api} />
                <label className="date-picker-story-time">
                  Time:
                  <input
                    type="time"
                    value={time}
                    disabled={value === undefined}
                    onChange={(event) => {
                      const [hour, minute] = event.currentTarget.value.split(":").map(Number)
                      if (hour !== undefined && minute !== undefined) api.setTime({ hour, minute })
                    }}
                  />
                </label>
              </>
            )}
          </div>
        </div>
      </div>
      <output className="date-output">
        <div>
          Value: <bdi>{value ? value.toString() : "-"}</bdi>
        </div>
        <div>Has time: {hasTime ? "yes" : "no"}</div>
      </output>
    </div>
  )
}
