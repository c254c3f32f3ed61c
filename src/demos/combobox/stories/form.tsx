import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useMemo, useState } from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { filterContains } from "./filter"

export default function FormCombobox() {
  const [items, setItems] = useState(comboboxCountries)
  const [submitCount, setSubmitCount] = useState(0)
  const [lastSubmit, setLastSubmit] = useState("")
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    name: "country",
    placeholder: "Type a country",
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
    setSubmitCount((count) => count + 1)
    setLastSubmit(String(new FormData(event.currentTarget).get("country") ?? ""))
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
      <div className="combobox-output" aria-live="polite">
        <p>
          submit count: <span data-testid="submit-count">{submitCount}</span>
        </p>
        <p>
          last submitted value: <span data-testid="last-submit">{lastSubmit}</span>
        </p>
      </div>
    </form>
  )
}
