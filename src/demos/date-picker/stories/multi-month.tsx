import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { CalendarIcon } from "./parts/icons"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

const MAX_MONTHS = 2
const COLUMNS = 4

/**
 * Several months, not days: the month grid is the calendar's only view (minView and maxView "month"), and
 * multiple selection stops at two. A third month is not added until one of the two is unselected.
 */
export default function MultiMonth() {
  const service = useMachine(datePicker.machine, {
    id: useId(),
    selectionMode: "multiple",
    maxSelectedDates: MAX_MONTHS,
    minView: "month",
    maxView: "month",
  })
  const api = datePicker.connect(service, normalizeProps)
  const months = api.value.map((month) => api.format(month, { month: "long", year: "numeric" }))

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-try">
        Try: choose three months. The third is not added: at most {MAX_MONTHS} (maxSelectedDates), so unselect one
        first.
      </p>
      <output className="date-output">
        <div>
          Selected: <bdi>{months.length > 0 ? months.join(", ") : "-"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getControlProps()}>
          <span className="date-picker-control-label">Months</span>
          <button {...api.getTriggerProps()}>
            <CalendarIcon />
          </button>
        </div>
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {/* drawn while open: its year is the visitor's, not the pre-rendered page's */}
            {api.open && (
              <div {...api.getViewProps({ view: "month" })} data-max-selected={api.isMaxSelected ? "" : undefined}>
                <div {...api.getViewControlProps({ view: "month" })}>
                  <button {...api.getPrevTriggerProps({ view: "month" })}>Prev</button>
                  <button {...api.getViewTriggerProps({ view: "month" })}>{api.visibleRange.start.year}</button>
                  <button {...api.getNextTriggerProps({ view: "month" })}>Next</button>
                </div>
                <table {...api.getTableProps({ view: "month", columns: COLUMNS })}>
                  <tbody {...api.getTableBodyProps({ view: "month" })}>
                    {api.getMonthsGrid({ columns: COLUMNS, format: "short" }).map((row, i) => (
                      <tr key={i} {...api.getTableRowProps({ view: "month" })}>
                        {row.map((month) => (
                          <td key={month.value} {...api.getMonthTableCellProps({ ...month, columns: COLUMNS })}>
                            <div {...api.getMonthTableCellTriggerProps({ ...month, columns: COLUMNS })}>
                              {month.label}
                            </div>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="date-picker-note" aria-live="polite">
                  {api.value.length} of {MAX_MONTHS} months chosen
                </p>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
