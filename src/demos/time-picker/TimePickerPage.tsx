import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as timePicker from "@zag-js/time-picker"
import { Clock, X } from "lucide-react"
import { useMemo } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { DemoPortal } from "../../workbench/DemoPortal"
import { parseTime, timePickerControls } from "./controls"
import { fixHour12, useFixTimeClamp } from "./fixes"
import "./time-picker.css"

export default function TimePickerPage() {
  const controls = useControls(timePickerControls)
  const { withSeconds, disabled, readOnly, min: minText, max: maxText } = controls.values
  const min = useMemo(() => parseTime(minText), [minText])
  const max = useMemo(() => parseTime(maxText), [maxText])
  const clampedValue = useFixTimeClamp(min, max)

  const service = useDemoMachine(timePicker.machine, {
    ...clampedValue,
    allowSeconds: withSeconds,
    disabled,
    readOnly,
    steps: controls.context.steps,
    min,
    max,
  })
  const api = timePicker.connect(service, normalizeProps)
  const fixed = fixHour12(api, service)

  return (
    <DemoPage
      className="time-picker"
      controls={controls}
      viz
      service={service}
      context={["value", "focusedColumn", "focusedValue", "currentTime"]}
      props={["locale", "allowSeconds", "disabled", "readOnly", "min", "max", "steps"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Time</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          <button {...api.getTriggerProps()}>
            <span className="visually-hidden">🗓</span>
            <Clock aria-hidden size={18} />
          </button>
          <button {...api.getClearTriggerProps()}>
            <span className="visually-hidden">❌</span>
            <X aria-hidden size={16} />
          </button>
        </div>
      </div>
      <output className="time-picker-output">Selected: {api.valueAsString || "-"}</output>

      <DemoPortal>
        <div {...api.getPositionerProps()}>
          <div {...fixed.getContentProps()}>
            <div {...api.getColumnProps({ unit: "hour" })}>
              <div {...api.getSpacerProps()} />
              {api.getHours().map((item) => (
                <button key={item.value} {...fixed.getHourCellProps(item.value)}>
                  {item.label}
                </button>
              ))}
              <div {...api.getSpacerProps()} />
            </div>
            <div {...api.getColumnProps({ unit: "minute" })}>
              <div {...api.getSpacerProps()} />
              {api.getMinutes().map((item) => (
                <button key={item.value} {...api.getMinuteCellProps({ value: item.value })}>
                  {item.label}
                </button>
              ))}
              <div {...api.getSpacerProps()} />
            </div>
            <div {...api.getColumnProps({ unit: "second" })}>
              <div {...api.getSpacerProps()} />
              {api.getSeconds().map((item) => (
                <button key={item.value} {...api.getSecondCellProps({ value: item.value })}>
                  {item.label}
                </button>
              ))}
              <div {...api.getSpacerProps()} />
            </div>
            <div {...api.getColumnProps({ unit: "period" })}>
              <button {...api.getPeriodCellProps({ value: "am" })}>AM</button>
              <button {...api.getPeriodCellProps({ value: "pm" })}>PM</button>
            </div>
          </div>
        </div>
      </DemoPortal>
    </DemoPage>
  )
}
