import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { type FormEvent, useId, useState } from "react"
import "../select.css"

const states = [
  { label: "Alabama", value: "AL" },
  { label: "California", value: "CA" },
  { label: "Florida", value: "FL" },
  { label: "New York", value: "NY" },
  { label: "Texas", value: "TX" },
]

const collection = select.collection({ items: states })

export default function AutofillSelect() {
  const service = useMachine(select.machine, {
    id: useId(),
    collection,
    name: "state",
    autoComplete: "address-level1",
  })
  const api = select.connect(service, normalizeProps)
  const [submitted, setSubmitted] = useState<string>()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))))
  }

  return (
    <form className="select select-autofill" onSubmit={submit}>
      <h2>Select Autofill Test</h2>
      <label className="select-field">
        Street address
        <input name="street" autoComplete="street-address" />
      </label>

      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>State</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a state"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
        </div>
        {/* every option is here: the browser autofills this native select, and zag follows its change */}
        <select {...api.getHiddenSelectProps()}>
          <option value="" />
          {states.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </select>
      </div>

      <button type="submit" className="select-submit">
        Submit
      </button>
      <output>Submitted: {submitted ?? "—"}</output>

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {states.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </form>
  )
}
