import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useMemo, useState } from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { filterContains } from "./filter"

export default function CustomValueCombobox() {
  const [items, setItems] = useState(comboboxCountries)
  const [submitted, setSubmitted] = useState<Record<string, FormDataEntryValue> | null>(null)
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    name: "country",
    // free text that matches no country is kept as the field's value
    allowCustomValue: true,
    placeholder: "Type a country, or anything",
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setItems(filterContains(comboboxCountries, inputValue, (item) => item.label))
    },
    onOpenChange: ({ open }) => {
      if (!open) setItems(comboboxCountries)
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = Object.fromEntries(new FormData(event.currentTarget))
    console.log("submitted", entries)
    setSubmitted(entries)
  }

  return (
    <form className="combobox" onSubmit={submit}>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Country</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {items.map((item) => (
            <li data-testid={item.code} key={item.code} {...api.getItemProps({ item })}>
              <span {...api.getItemIndicatorProps({ item })}>✅</span>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="combobox-actions combobox-output">
        <button type="submit">Submit</button>
      </div>
      <p className="combobox-output" aria-live="polite">
        Submitted: {submitted ? JSON.stringify(submitted) : "nothing yet"}
      </p>
    </form>
  )
}
