/**
 * The calendar's views as the date picker stories draw them: the day grid (weekday headers with their long
 * names, optionally ISO week numbers), the 4-column month and year grids, and the month / year selects.
 */
import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"

type Api = datePicker.Api<PropTypes>

/** Month and year grids are 4 columns wide. */
const COLUMNS = 4

/** How many years the year select shows beyond min / max, disabled (zag lists only the years within them). */
const YEARS_AROUND_BOUNDS = 5

function yearOptions(api: Api, bounds: Bounds) {
  const years = api.getYears()
  if (!bounds.min && !bounds.max) return years
  const first = (bounds.min?.year ?? years[0].value) - (bounds.min ? YEARS_AROUND_BOUNDS : 0)
  const last = (bounds.max?.year ?? years[years.length - 1].value) + (bounds.max ? YEARS_AROUND_BOUNDS : 0)
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const value = first + i
    const disabled = (bounds.min && value < bounds.min.year) || (bounds.max && value > bounds.max.year)
    return { value, label: String(value), disabled: Boolean(disabled) }
  })
}

type Bounds = { min?: datePicker.DateValue; max?: datePicker.DateValue }

/** The month and year selects; given the machine's min / max, the years just outside them show disabled. */
export function MonthYearSelects({ api, bounds = {} }: { api: Api; bounds?: Bounds }) {
  return (
    <div className="date-picker-selects">
      <select {...api.getMonthSelectProps()}>
        {api.getMonths().map((month) => (
          <option key={month.value} value={month.value} disabled={month.disabled}>
            {month.label}
          </option>
        ))}
      </select>
      <select {...api.getYearSelectProps()}>
        {yearOptions(api, bounds).map((year) => (
          <option key={year.value} value={year.value} disabled={year.disabled}>
            {year.label}
          </option>
        ))}
      </select>
    </div>
  )
}

type DayTableProps = {
  api: Api
  /** The weeks of one month: `api.weeks`, or `api.getOffset(...).weeks` for a month after the first. */
  weeks?: datePicker.DateValue[][]
  /** That month's range, for a month after the first. */
  visibleRange?: datePicker.VisibleRange
  /** A first column of ISO week numbers, headed "Wk". */
  weekNumbers?: boolean
}

/** The weekday headers and the weeks of one month. */
export function DayTable({ api, weeks = api.weeks, visibleRange, weekNumbers = false }: DayTableProps) {
  return (
    <table {...api.getTableProps({ view: "day", id: visibleRange?.start.toString() })}>
      <thead {...api.getTableHeadProps({ view: "day" })}>
        <tr {...api.getTableRowProps({ view: "day" })}>
          {weekNumbers && <th {...api.getWeekNumberHeaderCellProps({ view: "day" })}>Wk</th>}
          {api.weekDays.map((day, i) => (
            <th key={i} scope="col" {...api.getTableHeaderProps({ view: "day" })} aria-label={day.long}>
              {day.narrow}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...api.getTableBodyProps({ view: "day" })}>
        {weeks.map((week, weekIndex) => (
          <tr key={weekIndex} {...api.getTableRowProps({ view: "day" })}>
            {weekNumbers && <th {...api.getWeekNumberCellProps({ weekIndex, week })}>{api.getWeekNumber(week)}</th>}
            {week.map((value, i) => (
              <td key={i} {...api.getDayTableCellProps({ value, visibleRange })}>
                <div {...api.getDayTableCellTriggerProps({ value, visibleRange })}>{value.day}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Prev / the month (switches to the month view) / Next, over one month's days. */
export function DayView({ api, weekNumbers }: { api: Api; weekNumbers?: boolean }) {
  return (
    <div {...api.getViewProps({ view: "day" })}>
      <div {...api.getViewControlProps({ view: "day" })}>
        <button {...api.getPrevTriggerProps({ view: "day" })}>Prev</button>
        <button {...api.getViewTriggerProps({ view: "day" })}>{api.visibleRangeText.start}</button>
        <button {...api.getNextTriggerProps({ view: "day" })}>Next</button>
      </div>
      <DayTable api={api} weekNumbers={weekNumbers} />
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
      <table {...api.getTableProps({ view: "month", columns: COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "month" })}>
          {api.getMonthsGrid({ columns: COLUMNS, format: "short" }).map((row, i) => (
            <tr key={i} {...api.getTableRowProps({ view: "month" })}>
              {row.map((month) => (
                <td key={month.value} {...api.getMonthTableCellProps({ ...month, columns: COLUMNS })}>
                  <div {...api.getMonthTableCellTriggerProps({ ...month, columns: COLUMNS })}>{month.label}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function YearView({ api }: { api: Api }) {
  const decade = api.getDecade()
  return (
    <div {...api.getViewProps({ view: "year" })}>
      <div {...api.getViewControlProps({ view: "year" })}>
        <button {...api.getPrevTriggerProps({ view: "year" })}>Prev</button>
        <span className="date-picker-decade">
          {decade.start} – {decade.end}
        </span>
        <button {...api.getNextTriggerProps({ view: "year" })}>Next</button>
      </div>
      <table {...api.getTableProps({ view: "year", columns: COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "year" })}>
          {api.getYearsGrid({ columns: COLUMNS }).map((row, i) => (
            <tr key={i} {...api.getTableRowProps({ view: "year" })}>
              {row.map((year) => (
                <td key={year.value} {...api.getYearTableCellProps({ ...year, columns: COLUMNS })}>
                  <div {...api.getYearTableCellTriggerProps({ ...year, columns: COLUMNS })}>{year.label}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The three views; the machine shows the one it is on. */
export function CalendarViews({ api, weekNumbers }: { api: Api; weekNumbers?: boolean }) {
  return (
    <>
      <DayView api={api} weekNumbers={weekNumbers} />
      <MonthView api={api} />
      <YearView api={api} />
    </>
  )
}
