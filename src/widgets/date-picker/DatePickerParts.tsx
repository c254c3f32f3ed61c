/**
 * Calendar pieces shared by the three date picker demos (single, multiple, range):
 * the icons, the month / year selects, and the day, month and year views.
 */
import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { CalendarDays, X } from "lucide-react"
import { yearGrid, yearSelectOptions } from "./years"

type Api = datePicker.Api<PropTypes>

/**
 * The upstream buttons read "🗓" and "❌"; the characters stay in the text (no emoji font is assumed,
 * so they are visually hidden) and an icon shows instead. The accessible names come from the machine.
 */
export function CalendarIcon() {
  return (
    <>
      <span className="visually-hidden">🗓</span>
      <CalendarDays aria-hidden size={18} />
    </>
  )
}

export function ClearIcon() {
  return (
    <>
      <span className="visually-hidden">❌</span>
      <X aria-hidden size={16} />
    </>
  )
}

/** Month and year grids are 4 columns wide. */
const GRID_COLUMNS = 4

/** The machine's min / max, which the year select and year view need for the years zag leaves out. */
export type DateBounds = { min?: datePicker.DateValue; max?: datePicker.DateValue }

export function MonthYearSelects({ api, bounds }: { api: Api; bounds: DateBounds }) {
  const months = api.getMonths()
  const years = yearSelectOptions(bounds.min, bounds.max)
  return (
    <div className="date-picker-selects">
      <select {...api.getMonthSelectProps()}>
        {months.map((month) => (
          <option key={month.value} value={month.value} disabled={month.disabled}>
            {month.label}
          </option>
        ))}
      </select>
      <select {...api.getYearSelectProps()}>
        {years.map((year) => (
          <option key={year.value} value={year.value} disabled={year.disabled}>
            {year.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The weekday header row and the weeks of one month. */
export function DayTable({
  api,
  weeks,
  visibleRange,
}: {
  api: Api
  weeks: datePicker.DateValue[][]
  visibleRange?: datePicker.VisibleRange
}) {
  return (
    <table {...api.getTableProps({ view: "day", id: visibleRange?.start.toString() })}>
      <thead {...api.getTableHeadProps({ view: "day" })}>
        <tr {...api.getTableRowProps({ view: "day" })}>
          {api.weekDays.map((day, i) => (
            <th scope="col" key={i} aria-label={day.long}>
              {day.narrow}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...api.getTableBodyProps({ view: "day" })}>
        {weeks.map((week, i) => (
          <tr key={i} {...api.getTableRowProps({ view: "day" })}>
            {week.map((value, j) => (
              <td key={j} {...api.getDayTableCellProps({ value, visibleRange })}>
                <div {...api.getDayTableCellTriggerProps({ value, visibleRange })}>{value.day}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function DayView({ api }: { api: Api }) {
  return (
    <div {...api.getViewProps({ view: "day" })}>
      <div {...api.getViewControlProps({ view: "day" })}>
        <button {...api.getPrevTriggerProps({ view: "day" })}>Prev</button>
        <button {...api.getViewTriggerProps({ view: "day" })}>{api.visibleRangeText.start}</button>
        <button {...api.getNextTriggerProps({ view: "day" })}>Next</button>
      </div>
      <DayTable api={api} weeks={api.weeks} />
    </div>
  )
}

export function MonthView({ api }: { api: Api }) {
  return (
    <div {...api.getViewProps({ view: "month" })}>
      <div {...api.getViewControlProps({ view: "month" })}>
        <button {...api.getPrevTriggerProps({ view: "month" })}>Prev</button>
        <button {...api.getViewTriggerProps({ view: "month" })}>{api.visibleRange.start.year}</button>
        <button {...api.getNextTriggerProps({ view: "month" })}>Next</button>
      </div>
      <table {...api.getTableProps({ view: "month", columns: GRID_COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "month" })}>
          {api.getMonthsGrid({ columns: GRID_COLUMNS, format: "short" }).map((months, row) => (
            <tr key={row} {...api.getTableRowProps({ view: "month" })}>
              {months.map((month) => (
                <td key={month.value} {...api.getMonthTableCellProps({ ...month, columns: GRID_COLUMNS })}>
                  <div {...api.getMonthTableCellTriggerProps({ ...month, columns: GRID_COLUMNS })}>{month.label}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function YearView({ api, bounds }: { api: Api; bounds: DateBounds }) {
  const first = api.getDecade().start ?? api.visibleRange.start.year
  const rows = yearGrid(first, GRID_COLUMNS, bounds.min, bounds.max)
  const last = rows.at(-1)?.at(-1)?.value ?? first
  return (
    <div {...api.getViewProps({ view: "year" })}>
      <div {...api.getViewControlProps({ view: "year" })}>
        <button {...api.getPrevTriggerProps({ view: "year" })}>Prev</button>
        <span className="date-picker-decade">
          {first} - {last}
        </span>
        <button {...api.getNextTriggerProps({ view: "year" })}>Next</button>
      </div>
      <table {...api.getTableProps({ view: "year", columns: GRID_COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "year" })}>
          {rows.map((row, i) => (
            <tr key={i} {...api.getTableRowProps({ view: "year" })}>
              {row.map((year) => (
                <td key={year.value} {...api.getYearTableCellProps({ ...year, columns: GRID_COLUMNS })}>
                  <div {...api.getYearTableCellTriggerProps({ ...year, columns: GRID_COLUMNS })}>{year.label}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
