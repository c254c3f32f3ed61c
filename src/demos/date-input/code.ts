import { defineCode } from "../../workbench/code/snippet"
import type { dateInputControls } from "./controls"

const date = (text: string) => (text === "" ? undefined : `parseDate(${JSON.stringify(text)})`)

export default defineCode<typeof dateInputControls>({
  name: "DateInput",
  machines: [
    {
      module: "date-input",
      fixed: { name: '"date"' },
      options: {
        hourCycle: { code: (value) => value },
        placeholderValue: { code: date },
        min: { code: date },
        max: { code: date },
      },
    },
  ],
  imports: [`import { parseDate } from "@internationalized/date"`],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Date</label>
  <div {...api.getControlProps()}>
    <div {...api.getSegmentGroupProps()}>
      {api.getSegments().map((segment, index) => (
        <span key={index} {...api.getSegmentProps({ segment })}>
          {segment.text}
        </span>
      ))}
    </div>
  </div>
  <input {...api.getHiddenInputProps()} />
  <output>
    <span>Selected: {api.valueAsString[0] || "-"}</span>
    <span>Placeholder: {api.placeholderValue.toString()}</span>
  </output>
</div>`,
})
