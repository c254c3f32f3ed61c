import { getLocalTimeZone } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { ClearIcon } from "./parts/icons"
import { CalendarViews, MonthYearSelects } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * The full calendar, always shown in the page (`inline`): no popover, so no button opens it. The field above
 * it types a date; today and the focused day are the browser's, in its own time zone.
 */
export default function InlineDatePicker() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    inline: true,
    timeZone: getLocalTimeZone(),
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the dates show once the page has hydrated
  const hydrated = useInBrowser()

  return (
    <div className="date-picker date-picker-story">
      <div className="date-picker-outside">
        <button type="button">Outside Element</button>
      </div>
      <p className="date-picker-range-text">Visible range: {hydrated && api.visibleRangeText.formatted}</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString.length > 0 ? api.valueAsString.join(", ") : "-"}</bdi>
        </div>
        <div>
          Focused: <bdi>{hydrated && api.focusedValueAsString}</bdi>
        </div>
      </output>

      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getClearTriggerProps()}>
            <ClearIcon />
          </button>
        </div>
        <div {...api.getContentProps()}>
          {hydrated && (
            <>
              <MonthYearSelects api={api} />
              <CalendarViews api={api} />
            </>
          )}
        </div>
      </div>
    </div>
  )
}
