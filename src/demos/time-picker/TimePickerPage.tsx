import { Time } from "@internationalized/date"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as timePicker from "@zag-js/time-picker"
import { Clock, X } from "lucide-react"
import { useId, useMemo, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { timePickerControls } from "./controls"
import "./time-picker.css"

const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

function parseBound(name: string, text: string, problems: string[]): Time | undefined {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  const match = TIME_TEXT.exec(trimmed)
  const [hour, minute, second] = match ? [match[1], match[2], match[3] ?? "0"].map(Number) : []
  if (!match || hour > 23 || minute > 59 || second > 59) {
    problems.push(`${name} “${trimmed}” is not a 24-hour time such as 09:30 or 17:45:30, so it is ignored.`)
    return undefined
  }
  return new Time(hour, minute, second)
}

export default function TimePickerPage() {
  const controls = useControls(timePickerControls)
  const { locale, withSeconds, disabled, readOnly } = controls.values
  const { min: minText, max: maxText } = controls.values
  const steps = controls.context.steps as timePicker.Props["steps"]

  const bounds = useMemo(() => {
    const problems: string[] = []
    let min = parseBound("min", minText, problems)
    let max = parseBound("max", maxText, problems)
    if (min && max && min.compare(max) > 0) {
      problems.push(`min ${minText.trim()} is after max ${maxText.trim()}, so both are ignored.`)
      min = undefined
      max = undefined
    }
    return { min, max, problems }
  }, [minText, maxText])

  /*
   * The value is kept here and clamped to min / max on every change: under the 1.43 core the machine's
   * own clamp step reads the value from before the change, so a typed time was clamped one step late.
   */
  const [value, setValue] = useState<Time | null>(null)
  const clamp = (time: Time) => {
    if (bounds.min && time.compare(bounds.min) < 0) return bounds.min.copy()
    if (bounds.max && time.compare(bounds.max) > 0) return bounds.max.copy()
    return time
  }

  const service = useMachine(timePicker.machine, {
    id: useId(),
    value,
    onValueChange: (details) => setValue(details.value ? clamp(details.value) : null),
    locale,
    allowSeconds: withSeconds,
    disabled,
    readOnly,
    steps,
    min: bounds.min,
    max: bounds.max,
  })
  const api = timePicker.connect(service, normalizeProps)

  /*
   * @zag-js/time-picker 1.22.1 (the last published release) always adds 12 to a chosen hour in 12-hour
   * locales, so picking "03" in the morning gave 3 PM. The page keeps the machine's own click and Enter
   * handling (focus, column moves) and then sets the hour in the period the value already has (AM when empty).
   */
  const fixHour = (hour: number) => {
    if (!api.hour12) return
    const value = service.context.get("value")
    const base = value ?? service.context.get("currentTime") ?? new Time(0)
    const pm = value ? value.hour >= 12 : false
    api.setValue(base.set({ hour: pm ? hour + 12 : hour }))
  }
  const hourCellProps = (hour: number) => {
    const props = api.getHourCellProps({ value: hour })
    return {
      ...props,
      onClick(event: React.MouseEvent<HTMLButtonElement>) {
        const selectable = !props["aria-disabled"]
        props.onClick?.(event)
        if (selectable) fixHour(hour)
      },
    }
  }
  const contentProps = api.getContentProps()
  const onContentKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const column = service.context.get("focusedColumn")
    const focused = service.context.get("focusedValue") as number | null
    contentProps.onKeyDown?.(event)
    if (event.key === "Enter" && column === "hour" && typeof focused === "number") fixHour(focused)
  }

  return (
    <>
      <DemoMain className="time-picker">
        {bounds.problems.length > 0 && (
          <div className="time-picker-notice" role="alert">
            {bounds.problems.map((problem) => (
              <p key={problem}>{problem}</p>
            ))}
          </div>
        )}
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

        <Portal>
          <div {...api.getPositionerProps()}>
            <div {...contentProps} onKeyDown={onContentKeyDown}>
              <div {...api.getColumnProps({ unit: "hour" })}>
                <div {...api.getSpacerProps()} />
                {api.getHours().map((item) => (
                  <button key={item.value} {...hourCellProps(item.value)}>
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
        </Portal>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["value", "focusedColumn", "focusedValue", "currentTime"]}
          props={["locale", "allowSeconds", "disabled", "readOnly", "min", "max", "steps"]}
        />
      </Toolbar>
    </>
  )
}
