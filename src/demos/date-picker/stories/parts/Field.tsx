import type * as datePicker from "@zag-js/date-picker"
import type { PropTypes } from "@zag-js/react"
import { CalendarIcon, ClearIcon } from "./icons"

/** A labelled field: the typed input, then ❌ (clear) and 🗓 (opens the calendar). */
export function Field({ api, label }: { api: datePicker.Api<PropTypes>; label: string }) {
  return (
    <>
      <label {...api.getLabelProps()}>{label}</label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} />
        <button {...api.getClearTriggerProps()}>
          <ClearIcon />
        </button>
        <button {...api.getTriggerProps()}>
          <CalendarIcon />
        </button>
      </div>
    </>
  )
}

/** A range's two labelled inputs side by side, then ❌ and 🗓. */
export function RangeField({ api, labels }: { api: datePicker.Api<PropTypes>; labels: [string, string] }) {
  return (
    <div {...api.getControlProps()} className="date-picker-story-range-control">
      {labels.map((label, index) => (
        <label key={index} {...api.getLabelProps({ index })}>
          {label}
        </label>
      ))}
      {labels.map((_, index) => (
        <input key={index} {...api.getInputProps({ index })} />
      ))}
      <button {...api.getClearTriggerProps()}>
        <ClearIcon />
      </button>
      <button {...api.getTriggerProps()}>
        <CalendarIcon />
      </button>
    </div>
  )
}
