import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import type { ReactNode } from "react"
import { CalendarIcon, ClearIcon } from "./DatePickerParts"
import { useFixMultipleInputText } from "./fixes"

type Api = datePicker.Api<PropTypes>

/** The control row: the input(s), then the clear and open buttons. */
function FieldControl({ api, children }: { api: Api; children: ReactNode }) {
  return (
    <div {...api.getControlProps()}>
      {children}
      <button {...api.getClearTriggerProps()}>
        <ClearIcon />
      </button>
      <button {...api.getTriggerProps()}>
        <CalendarIcon />
      </button>
    </div>
  )
}

export function DateField({ api }: { api: Api }) {
  return (
    <>
      <label {...api.getLabelProps()}>Date</label>
      <FieldControl api={api}>
        <input {...api.getInputProps()} />
      </FieldControl>
    </>
  )
}

export function MultipleDatesField({ api }: { api: Api }) {
  const inputRef = useFixMultipleInputText(api)
  return (
    <>
      <label {...api.getLabelProps()}>Dates</label>
      <FieldControl api={api}>
        <input ref={inputRef} {...api.getInputProps()} />
      </FieldControl>
    </>
  )
}

export function RangeFields({ api }: { api: Api }) {
  return (
    <>
      <div className="date-picker-range-inputs">
        <label {...api.getLabelProps({ index: 0 })}>Start date</label>
        <label {...api.getLabelProps({ index: 1 })}>End date</label>
      </div>
      <FieldControl api={api}>
        <input {...api.getInputProps({ index: 0 })} />
        <input {...api.getInputProps({ index: 1 })} />
      </FieldControl>
      <div>
        <button className="date-picker-preset" {...api.getPresetTriggerProps({ value: "last7Days" })}>
          Last 7 days
        </button>
      </div>
    </>
  )
}
