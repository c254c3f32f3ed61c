import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { CalendarViews } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * An inline calendar with a first "Wk" column of ISO 8601 week numbers. ISO weeks run Monday to Sunday,
 * so the weeks start on Monday here: each row is one numbered week.
 */
export default function WeekNumbers() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    inline: true,
    showWeekNumbers: true,
    startOfWeek: 1,
  })
  const api = datePicker.connect(service, normalizeProps)
  const inBrowser = useInBrowser()

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getContentProps()}>
          {inBrowser && <CalendarViews api={api} weekNumbers={api.showWeekNumbers} />}
        </div>
      </div>
    </div>
  )
}
