import { defineCode } from "../../workbench/code/snippet"
import type { timePickerControls } from "./controls"

/** A validated "HH:MM" or "HH:MM:SS" (or "") as code. */
const time = (text: string) => {
  if (text === "") return undefined
  const [hour, minute, second = 0] = text.split(":").map(Number)
  return `timePicker.parse({ hour: ${hour}, minute: ${minute}, second: ${second} })`
}

export default defineCode<typeof timePickerControls>({
  name: "TimePicker",
  machines: [
    {
      module: "time-picker",
      view: ["dir", "locale"],
      options: { withSeconds: { as: "allowSeconds" }, min: { code: time }, max: { code: time } },
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Time</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />
    <button {...api.getTriggerProps()}>🕒</button>
    <button {...api.getClearTriggerProps()}>✕</button>
  </div>
  <output>Selected: {api.valueAsString || "-"}</output>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getColumnProps({ unit: "hour" })}>
        {api.getHours().map((item) => (
          <button key={item.value} {...api.getHourCellProps({ value: item.value })}>
            {item.label}
          </button>
        ))}
      </div>
      <div {...api.getColumnProps({ unit: "minute" })}>
        {api.getMinutes().map((item) => (
          <button key={item.value} {...api.getMinuteCellProps({ value: item.value })}>
            {item.label}
          </button>
        ))}
      </div>
      <div {...api.getColumnProps({ unit: "second" })}>
        {api.getSeconds().map((item) => (
          <button key={item.value} {...api.getSecondCellProps({ value: item.value })}>
            {item.label}
          </button>
        ))}
      </div>
      <div {...api.getColumnProps({ unit: "period" })}>
        <button {...api.getPeriodCellProps({ value: "am" })}>AM</button>
        <button {...api.getPeriodCellProps({ value: "pm" })}>PM</button>
      </div>
    </div>
  </div>
</div>`,
})
