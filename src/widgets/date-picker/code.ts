import { defineCode } from "../../workbench/code/snippet"
import type { datePickerControls } from "./controls"

const date = (text: string) => (text === "" ? undefined : `datePicker.parse(${JSON.stringify(text)})`)

const FIXED = {
  single: {},
  multiple: { selectionMode: `"multiple"` },
  range: { selectionMode: `"range"`, numOfMonths: "2" },
}

const FIELDS = {
  single: `
  <label {...api.getLabelProps()}>Date</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />`,
  multiple: `
  <label {...api.getLabelProps()}>Dates</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />`,
  range: `
  <label {...api.getLabelProps({ index: 0 })}>Start date</label>
  <label {...api.getLabelProps({ index: 1 })}>End date</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps({ index: 0 })} />
    <input {...api.getInputProps({ index: 1 })} />`,
}

/**
 * The snippet of the three date-picker demos (one selection mode each): the field and the day view (every
 * view getter defaults to the day view, so none names it).
 */
export function datePickerCode(mode: keyof typeof FIXED, name: string) {
  return defineCode<typeof datePickerControls>({
    name,
    machines: [
      {
        module: "date-picker",
        view: ["dir", "locale"],
        fixed: FIXED[mode],
        options: { min: { code: date }, max: { code: date } },
      },
    ],
    jsx: `
<div {...api.getRootProps()}>${FIELDS[mode]}
    <button {...api.getClearTriggerProps()}>✕</button>
    <button {...api.getTriggerProps()}>🗓</button>
  </div>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getViewProps()}>
        <div {...api.getViewControlProps()}>
          <button {...api.getPrevTriggerProps()}>Prev</button>
          <button {...api.getViewTriggerProps()}>{api.visibleRangeText.start}</button>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <table {...api.getTableProps()}>
          <thead {...api.getTableHeadProps()}>
            <tr {...api.getTableRowProps()}>
              {api.weekDays.map((day, i) => (
                <th scope="col" key={i} aria-label={day.long} {...api.getTableHeaderProps()}>
                  {day.narrow}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...api.getTableBodyProps()}>
            {api.weeks.map((week, i) => (
              <tr key={i} {...api.getTableRowProps()}>
                {week.map((value, j) => (
                  <td key={j} {...api.getDayTableCellProps({ value })}>
                    <div {...api.getDayTableCellTriggerProps({ value })}>{value.day}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  </div>
</div>`,
  })
}
