import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { DayTable } from "./DatePickerParts"

type Api = datePicker.Api<PropTypes>

const PRESETS: { label: string; value: datePicker.DateRangePreset }[] = [
  { label: "Last 3 Days", value: "last3Days" },
  { label: "Last 7 Days", value: "last7Days" },
  { label: "Last 14 Days", value: "last14Days" },
  { label: "Last 30 Days", value: "last30Days" },
  { label: "Last 90 Days", value: "last90Days" },
]

/** This month and the next side by side under one Prev / Next header, with the presets beside them. */
export function RangeCalendar({ api }: { api: Api }) {
  const nextMonth = api.getOffset({ months: 1 })
  return (
    <div className="date-picker-range-body">
      <div className="date-picker-range-months">
        <div className="date-picker-range-header">
          <button {...api.getPrevTriggerProps()}>Prev</button>
          <span {...api.getRangeTextProps()}>
            {api.visibleRangeText.start} - {api.visibleRangeText.end}
          </span>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <div className="date-picker-range-tables">
          <DayTable api={api} weeks={api.weeks} />
          <DayTable api={api} weeks={nextMonth.weeks} visibleRange={nextMonth.visibleRange} />
        </div>
      </div>
      <div className="date-picker-presets">
        <b>Presets</b>
        {PRESETS.map((preset) => (
          <button key={preset.value} {...api.getPresetTriggerProps({ value: preset.value })}>
            {preset.label}
          </button>
        ))}
      </div>
    </div>
  )
}
