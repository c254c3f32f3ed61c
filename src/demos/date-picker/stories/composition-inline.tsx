import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { CalendarViews } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * A calendar and nothing else: inline, one date, no field. The button between Prev and Next goes up from the
 * days to the months and the years; a month or a year picked goes back down.
 */
export default function InlineCalendar() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    inline: true,
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the calendar shows once the page has hydrated
  const hydrated = useInBrowser()

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] ?? "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getContentProps()}>{hydrated && <CalendarViews api={api} />}</div>
      </div>
    </div>
  )
}
