/**
 * Calendar pieces shared by the three date picker demos (single, multiple, range):
 * the month / year selects, the day, month and year views, and the min / max controls.
 */
import { type CalendarDate, parseDate } from "@internationalized/date"
import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { CalendarDays, X } from "lucide-react"
import { useMemo } from "react"

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

/** The years the year select offers. */
export const FIRST_YEAR = 1900
export const LAST_YEAR = 2100
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i)

/** Month and year grids are 4 columns wide. */
const GRID_COLUMNS = 4

export function MonthYearSelects({ api }: { api: Api }) {
  const months = api.getMonths()
  // the machine lists min.year..max.year, or 1900-2099 when unset; anything it leaves out is outside min / max
  // (except 2100, which is past its default end)
  const listed = api.getYears()
  const first = listed[0]?.value ?? FIRST_YEAR
  const last = listed.at(-1)?.value ?? LAST_YEAR
  const disabledYears = new Set(listed.filter((cell) => cell.disabled).map((cell) => cell.value))
  for (const year of YEARS) if (year < first || (year > last && last !== LAST_YEAR - 1)) disabledYears.add(year)
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
        {YEARS.map((year) => (
          <option key={year} value={year} disabled={disabledYears.has(year)}>
            {year}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The weekday header row and the weeks of one month. */
export function DayTable({ api, weeks, visibleRange }: { api: Api; weeks: datePicker.DateValue[][]; visibleRange?: datePicker.VisibleRange }) {
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

/** Years per page of the year view: a decade plus the next two years (the page still steps by 10). */
const YEARS_PER_PAGE = 12

export function YearView({ api }: { api: Api }) {
  const first = api.getDecade().start ?? api.visibleRange.start.year
  const known = new Map(api.getYears().map((cell) => [cell.value, cell]))
  const years = Array.from({ length: YEARS_PER_PAGE }, (_, i) => {
    const value = first + i
    return { label: String(value), value, disabled: known.get(value)?.disabled ?? false }
  })
  const rows = Array.from({ length: YEARS_PER_PAGE / GRID_COLUMNS }, (_, i) =>
    years.slice(i * GRID_COLUMNS, (i + 1) * GRID_COLUMNS),
  )
  return (
    <div {...api.getViewProps({ view: "year" })}>
      <div {...api.getViewControlProps({ view: "year" })}>
        <button {...api.getPrevTriggerProps({ view: "year" })}>Prev</button>
        <span className="date-picker-decade">
          {first} - {first + YEARS_PER_PAGE - 1}
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

type Bounds = { min?: CalendarDate; max?: CalendarDate; problems: string[] }

function parseBound(name: string, text: string, problems: string[]): CalendarDate | undefined {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    problems.push(`${name} “${trimmed}” is not a date in the form YYYY-MM-DD, so it is ignored.`)
    return undefined
  }
  try {
    return parseDate(trimmed)
  } catch {
    problems.push(`${name} “${trimmed}” is not a real calendar date, so it is ignored.`)
    return undefined
  }
}

/** Turns the min / max text controls into dates, with a readable message for anything unusable. */
export function useDateBounds(minText: string, maxText: string): Bounds {
  return useMemo(() => {
    const problems: string[] = []
    let min = parseBound("min", minText, problems)
    let max = parseBound("max", maxText, problems)
    if (min && max && min.compare(max) > 0) {
      problems.push(`min ${min.toString()} is after max ${max.toString()}, so both are ignored.`)
      min = undefined
      max = undefined
    }
    return { min, max, problems }
  }, [minText, maxText])
}

export function BoundsNotice({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null
  return (
    <div className="date-picker-notice" role="alert">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  )
}
