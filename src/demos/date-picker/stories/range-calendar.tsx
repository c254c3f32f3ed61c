import { getLocalTimeZone } from "@internationalized/date"
import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { DayTable } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * A range on an inline calendar of one month, whose greyed days of the months around it can be picked too.
 * Between the two clicks the pointer previews the range; passing over a greyed day must not turn the page
 * to that day's month (zag guards it: a hovered outside day is hovered, not focused).
 */
export default function RangeCalendar() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    inline: true,
    selectionMode: "range",
    outsideDaySelectable: true,
    timeZone: getLocalTimeZone(),
  })
  const api = datePicker.connect(service, normalizeProps)
  // today is the visitor's, not the build's: the month shows once the page has hydrated
  const hydrated = useInBrowser()
  const [start, end] = api.valueAsString
  // a range picker's formatted visible range reads "March 2026 - March 2026" for one month: its start says it

  return (
    <div className="date-picker date-picker-story">
      <h3 className="date-picker-story-title">Inline range · single month · outside days selectable</h3>
      <p className="date-picker-try">
        Try: click a day, then move the pointer over the greyed days of the month before or after it before you click
        the end. The month shown must stay put until you click.
      </p>
      <p className="date-picker-range-text">Visible range: {hydrated && api.visibleRangeText.start}</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{start ? `${start} - ${end ?? "…"}` : "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getContentProps()}>
          {hydrated && (
            <>
              <div className="date-picker-range-header">
                <button {...api.getPrevTriggerProps()}>Prev</button>
                <span {...api.getRangeTextProps()}>{api.visibleRangeText.start}</span>
                <button {...api.getNextTriggerProps()}>Next</button>
              </div>
              <DayTable api={api} weeks={api.weeks} />
            </>
          )}
        </div>
      </div>
    </div>
  )
}
