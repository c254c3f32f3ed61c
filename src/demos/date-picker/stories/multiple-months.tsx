import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, type PropTypes, useMachine } from "@zag-js/react"
import { useId } from "react"
import { Field } from "./parts/Field"
import { DayTable } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** One date, picked from two months shown side by side (numOfMonths 2): one Prev and one Next turn both, a page (two months) at a time. */
export default function MultipleMonths() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    numOfMonths: 2,
    // below the field, scrolled to if need be: on a narrow screen the two months stack taller than the space
    // above, where a flip would cut off Prev / Next
    positioning: { placement: "bottom-start", flip: false },
  })
  const api = datePicker.connect(service, normalizeProps)

  return (
    <div className="date-picker date-picker-story">
      <output className="date-output">
        <div>
          Selected: <bdi>{api.valueAsString[0] || "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <Field api={api} label="Date" />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>{api.open && <TwoMonths api={api} />}</div>
        </div>
      </div>
    </div>
  )
}

function TwoMonths({ api }: { api: datePicker.Api<PropTypes> }) {
  const next = api.getOffset({ months: 1 })
  return (
    <div {...api.getViewProps({ view: "day" })}>
      <div {...api.getViewControlProps({ view: "day" })}>
        <button {...api.getPrevTriggerProps({ view: "day" })}>Prev</button>
        <span {...api.getRangeTextProps()}>
          {api.visibleRangeText.start} – {api.visibleRangeText.end}
        </span>
        <button {...api.getNextTriggerProps({ view: "day" })}>Next</button>
      </div>
      <div className="date-picker-months">
        <div className="date-picker-month">
          <div className="date-picker-month-name" aria-hidden="true">
            {api.visibleRangeText.start}
          </div>
          <DayTable api={api} />
        </div>
        <div className="date-picker-month">
          <div className="date-picker-month-name" aria-hidden="true">
            {next.visibleRangeText.start}
          </div>
          <DayTable api={api} weeks={next.weeks} visibleRange={next.visibleRange} />
        </div>
      </div>
    </div>
  )
}
