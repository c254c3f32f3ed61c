import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { CalendarIcon } from "./parts/icons"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/**
 * `open` is held at false while `defaultOpen` asks for true: the controlled prop wins, so the calendar starts
 * closed and stays closed. The trigger (and a click on the field, with openOnClick) only ask, through
 * `onOpenChange`; this page counts the asks and never grants them.
 */
export default function OpenControl() {
  const [asked, setAsked] = useState(0)
  const service = useMachine(datePicker.machine, {
    id: useId(),
    open: false,
    defaultOpen: true,
    openOnClick: true,
    onOpenChange(details) {
      if (details.open) setAsked((count) => count + 1)
    },
  })
  const api = datePicker.connect(service, normalizeProps)

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-try">
        Try: press the calendar button or click the field. The calendar stays closed: <code>open: false</code> wins over{" "}
        <code>defaultOpen: true</code>.
      </p>
      <output className="date-output">
        <div>
          Open: <bdi>{api.open ? "yes" : "no"}</bdi>
        </div>
        <div>
          Asked to open: <bdi>{asked}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <CalendarIcon />
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          {/* the calendar is drawn only while open, which this story never allows */}
          <div {...api.getContentProps()}>
            {api.open && (
              <div {...api.getViewProps({ view: "day" })}>
                <table {...api.getTableProps({ view: "day" })}>
                  <tbody {...api.getTableBodyProps({ view: "day" })}>
                    {api.weeks.map((week, i) => (
                      <tr key={i} {...api.getTableRowProps({ view: "day" })}>
                        {week.map((value, j) => (
                          <td key={j} {...api.getDayTableCellProps({ value })}>
                            <div {...api.getDayTableCellTriggerProps({ value })}>{value.day}</div>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
