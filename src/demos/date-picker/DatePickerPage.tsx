import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { datePickerControls } from "./controls"
import { BoundsNotice, CalendarIcon, ClearIcon, DayView, MonthView, MonthYearSelects, useDateBounds, YearView } from "../../widgets/date-picker/DatePickerParts"
import "../../widgets/date-picker/date-picker.css"

export default function DatePickerPage() {
  const controls = useControls(datePickerControls)
  const { min: minText, max: maxText, ...options } = controls.values
  const bounds = useDateBounds(minText, maxText)
  const service = useMachine(datePicker.machine, {
    id: useId(),
    selectionMode: "single",
    ...options,
    min: bounds.min,
    max: bounds.max,
  })
  const api = datePicker.connect(service, normalizeProps)

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
          <label {...api.getLabelProps()}>Date</label>
          <div {...api.getControlProps()}>
            <input {...api.getInputProps()} />
            <button {...api.getClearTriggerProps()}>
              <ClearIcon />
            </button>
            <button {...api.getTriggerProps()}>
              <CalendarIcon />
            </button>
          </div>

          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <MonthYearSelects api={api} />
              <DayView api={api} />
              <MonthView api={api} />
              <YearView api={api} />
            </div>
          </div>
        </div>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue", "view", "startValue", "inputValue", "activeIndex"]}
          props={["selectionMode", "locale", "min", "max", "startOfWeek", "fixedWeeks", "disabled", "readOnly", "dir"]}
          omit={["weeks"]}
        />
      </Toolbar>
    </>
  )
}
