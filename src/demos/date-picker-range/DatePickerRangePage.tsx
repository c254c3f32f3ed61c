import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { datePickerRangeControls } from "./controls"
import { BoundsNotice, CalendarIcon, ClearIcon, DayTable, MonthYearSelects, useDateBounds } from "../../widgets/date-picker/DatePickerParts"
import "../../widgets/date-picker/date-picker.css"

const PRESETS: { label: string; value: datePicker.DateRangePreset }[] = [
  { label: "Last 3 Days", value: "last3Days" },
  { label: "Last 7 Days", value: "last7Days" },
  { label: "Last 14 Days", value: "last14Days" },
  { label: "Last 30 Days", value: "last30Days" },
  { label: "Last 90 Days", value: "last90Days" },
]

export default function DatePickerRangePage() {
  const controls = useControls(datePickerRangeControls)
  const { min: minText, max: maxText, ...options } = controls.values
  const bounds = useDateBounds(minText, maxText)
  const service = useMachine(datePicker.machine, {
    id: useId(),
    name: "date[]",
    numOfMonths: 2,
    selectionMode: "range",
    // two months side by side are wider than the inputs: start-aligned keeps them off the sidebar
    positioning: { placement: "bottom-start" },
    ...options,
    min: bounds.min,
    max: bounds.max,
  })
  const api = datePicker.connect(service, normalizeProps)
  const nextMonth = api.getOffset({ months: 1 })

  return (
    <>
      <DemoMain className="date-picker">
        <div className="date-picker-outside">
          <button type="button">Outside Element</button>
        </div>
        <p className="date-picker-range-text">Visible range: {api.visibleRangeText.formatted}</p>
        <output className="date-output">
          <div>Selected: {api.valueAsString.length > 0 ? api.valueAsString.join(", ") : "-"}</div>
          <div>Focused: {api.focusedValueAsString}</div>
        </output>
        <BoundsNotice problems={bounds.problems} />

        <div {...api.getRootProps()}>
          <div className="date-picker-range-inputs">
            <label {...api.getLabelProps({ index: 0 })}>Start date</label>
            <label {...api.getLabelProps({ index: 1 })}>End date</label>
          </div>
          <div {...api.getControlProps()}>
            <input {...api.getInputProps({ index: 0 })} />
            <input {...api.getInputProps({ index: 1 })} />
            <button {...api.getClearTriggerProps()}>
              <ClearIcon />
            </button>
            <button {...api.getTriggerProps()}>
              <CalendarIcon />
            </button>
          </div>
          <div>
            <button className="date-picker-preset" {...api.getPresetTriggerProps({ value: "last7Days" })}>
              Last 7 days
            </button>
          </div>

          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <MonthYearSelects api={api} />
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
            </div>
          </div>
        </div>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue", "view", "startValue", "hoveredValue", "activeIndex", "inputValue"]}
          props={["selectionMode", "numOfMonths", "locale", "min", "max", "startOfWeek", "fixedWeeks", "disabled", "readOnly", "dir"]}
          omit={["weeks"]}
        />
      </Toolbar>
    </>
  )
}
