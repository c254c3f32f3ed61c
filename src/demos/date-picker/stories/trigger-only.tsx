import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { CalendarIcon, ClearIcon } from "./parts/icons"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** No field to type in: one button reads the chosen date (or "Select date") and opens the calendar. */
export default function TriggerOnly() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
  })
  const api = datePicker.connect(service, normalizeProps)
  const text = api.valueAsString[0] || "Select date"

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getControlProps()}>
          {/* named by what it reads, then what it does (zag's own name, "Open calendar") */}
          <button
            className="date-picker-text-trigger"
            {...api.getTriggerProps()}
            aria-label={`${text}, ${api.open ? "close calendar" : "open calendar"}`}
          >
            <CalendarIcon />
            <span>{text}</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <ClearIcon />
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {/* drawn while open: today is the visitor's, not the pre-rendered page's */}
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
