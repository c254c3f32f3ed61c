import * as dateInput from "@zag-js/date-input"
import { normalizeProps } from "@zag-js/react"
import { useMemo } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useHydrated } from "../../workbench/hydration"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { toCalendarDate } from "../../widgets/date-picker/controls"
import { dateInputControls } from "./controls"
import "./date-input.css"

export default function DateInputPage() {
  const controls = useControls(dateInputControls)
  const { min, max, placeholderValue, hourCycle, ...options } = controls.values
  const dates = useMemo(
    () => ({
      min: toCalendarDate(min),
      max: toCalendarDate(max),
      placeholderValue: toCalendarDate(placeholderValue),
    }),
    [min, max, placeholderValue],
  )
  const service = useDemoMachine(dateInput.machine, {
    name: "date",
    ...options,
    ...dates,
    hourCycle: hourCycle === undefined ? undefined : hourCycle === "12" ? 12 : 24,
  })
  const api = dateInput.connect(service, normalizeProps)
  // today's date (the placeholder's default) is the visit's, not the build's: written once hydrated
  const hydrated = useHydrated()
  const segments = api.getSegments()
  // zag keeps the last complete date as the value until every segment is cleared; the page says "-"
  // as soon as the field shows an incomplete one
  const complete = segments.every((segment) => !segment.isEditable || !segment.isPlaceholder)
  // what the segments show while a date is being typed
  const editing = segments.some((segment) => segment.isEditable && !segment.isPlaceholder)
    ? segments.map((segment) => (segment.isPlaceholder ? segment.placeholder : segment.text)).join("")
    : "-"

  return (
    <DemoPage
      className="date-input"
      controls={controls}
      service={service}
      context={["value", "displayValues", "activeSegmentIndex", "enteredKeys", "placeholderValue"]}
      props={[
        "granularity",
        "hourCycle",
        "shouldForceLeadingZeros",
        "locale",
        "timeZone",
        "min",
        "max",
        "disabled",
        "readOnly",
      ]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Date</label>
        <div {...api.getControlProps()}>
          <div {...api.getSegmentGroupProps()}>
            {segments.map((segment, index) => (
              <span key={index} {...api.getSegmentProps({ segment })}>
                {segment.text}
              </span>
            ))}
          </div>
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <output className="date-output">
        <span>
          Selected: <bdi>{(complete && api.valueAsString[0]) || "-"}</bdi>
        </span>
        <span>
          Placeholder: <bdi>{hydrated && api.placeholderValue.toString()}</bdi>
        </span>
        <span>
          Editing: <bdi>{editing}</bdi>
        </span>
      </output>
    </DemoPage>
  )
}
