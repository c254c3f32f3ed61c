/**
 * The calendar's pieces as the date picker stories render them: the month and year selects, and the day
 * (optionally with ISO week numbers), month and year views (each with Prev, the button that goes up a view,
 * and Next). Every piece is zag's props on plain elements; the stories choose which of them to show.
 */
import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"

type Api = datePicker.Api<PropTypes>
/** How the calendar writes a number (a day, a year): as is, unless a story gives its locale's digits. */
type Numerals = (value: number) => string
const latin: Numerals = (value) => String(value)

/** Month and year grids are 4 columns wide. */
const COLUMNS = 4
/** Years on a page of the year view: three full rows from the decade's first year (Prev / Next step a decade). */
const YEARS_PER_PAGE = 12

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
export function MonthYearSelects({
  api,
  bounds = {},
  numerals = latin,
}: {
  api: Api
  bounds?: Bounds
  numerals?: Numerals
}) {
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
            {numerals(year.value)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The weekday header row (narrow names, long ones as labels) and the weeks of one month. */
export function DayTable({
  api,
  weeks = api.weeks,
  visibleRange,
  weekNumbers = false,
  numerals = latin,
}: {
  api: Api
  /** The weeks of one month: `api.weeks`, or `api.getOffset(...).weeks` for a month after the first. */
  weeks?: datePicker.DateValue[][]
  /** That month's range, for a month after the first. */
  visibleRange?: datePicker.VisibleRange
  /** A first column of ISO week numbers, headed "Wk". */
  weekNumbers?: boolean
  numerals?: Numerals
}) {
  return (
    <table {...api.getTableProps({ view: "day", id: visibleRange?.start.toString() })}>
      <thead {...api.getTableHeadProps({ view: "day" })}>
        <tr {...api.getTableRowProps({ view: "day" })}>
          {weekNumbers && <th {...api.getWeekNumberHeaderCellProps({ view: "day" })}>Wk</th>}
          {api.weekDays.map((day, i) => (
            <th scope="col" key={i} aria-label={day.long} {...api.getTableHeaderProps({ view: "day" })}>
              {day.narrow}
            </th>
          ))}
        </tr>
      </thead>
      <tbody {...api.getTableBodyProps({ view: "day" })}>
        {weeks.map((week, i) => (
          <tr key={i} {...api.getTableRowProps({ view: "day" })}>
            {weekNumbers && (
              <th {...api.getWeekNumberCellProps({ weekIndex: i, week })}>{numerals(api.getWeekNumber(week))}</th>
            )}
            {week.map((value, j) => (
              <td key={j} {...api.getDayTableCellProps({ value, visibleRange })}>
                <div {...api.getDayTableCellTriggerProps({ value, visibleRange })}>{numerals(value.day)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function DayView({ api, weekNumbers, numerals }: { api: Api; weekNumbers?: boolean; numerals?: Numerals }) {
  return (
    <div {...api.getViewProps({ view: "day" })}>
      <div {...api.getViewControlProps({ view: "day" })}>
        <button {...api.getPrevTriggerProps({ view: "day" })}>Prev</button>
        <button {...api.getViewTriggerProps({ view: "day" })}>{api.visibleRangeText.start}</button>
        <button {...api.getNextTriggerProps({ view: "day" })}>Next</button>
      </div>
      <DayTable api={api} weekNumbers={weekNumbers} numerals={numerals} />
    </div>
  )
}

export function MonthView({ api, numerals = latin }: { api: Api; numerals?: Numerals }) {
  return (
    <div {...api.getViewProps({ view: "month" })}>
      <div {...api.getViewControlProps({ view: "month" })}>
        <button {...api.getPrevTriggerProps({ view: "month" })}>Prev</button>
        <button {...api.getViewTriggerProps({ view: "month" })}>{numerals(api.visibleRange.start.year)}</button>
        <button {...api.getNextTriggerProps({ view: "month" })}>Next</button>
      </div>
      <table {...api.getTableProps({ view: "month", columns: COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "month" })}>
          {api.getMonthsGrid({ columns: COLUMNS, format: "short" }).map((months, row) => (
            <tr key={row} {...api.getTableRowProps({ view: "month" })}>
              {months.map((month) => (
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

/** Twelve years from the decade's first: zag marks the two past the decade as outside it, and min / max. */
function yearRows(first: number, numerals: Numerals) {
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => ({ label: numerals(first + i), value: first + i }))
  return Array.from({ length: YEARS_PER_PAGE / COLUMNS }, (_, row) => years.slice(row * COLUMNS, (row + 1) * COLUMNS))
}

export function YearView({ api, numerals = latin }: { api: Api; numerals?: Numerals }) {
  const first = api.getDecade().start ?? api.visibleRange.start.year
  const rows = yearRows(first, numerals)
  return (
    <div {...api.getViewProps({ view: "year" })}>
      <div {...api.getViewControlProps({ view: "year" })}>
        <button {...api.getPrevTriggerProps({ view: "year" })}>Prev</button>
        <span className="date-picker-decade">
          {numerals(first)} - {numerals(first + YEARS_PER_PAGE - 1)}
        </span>
        <button {...api.getNextTriggerProps({ view: "year" })}>Next</button>
      </div>
      <table {...api.getTableProps({ view: "year", columns: COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "year" })}>
          {rows.map((row, i) => (
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

/** The three views, of which zag shows the current one. */
export function CalendarViews({
  api,
  weekNumbers,
  numerals,
}: {
  api: Api
  weekNumbers?: boolean
  numerals?: Numerals
}) {
  return (
    <>
      <DayView api={api} weekNumbers={weekNumbers} numerals={numerals} />
      <MonthView api={api} numerals={numerals} />
      <YearView api={api} numerals={numerals} />
    </>
  )
}
