import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { filterContains } from "./filter"

export default function MultipleCombobox() {
  const [query, setQuery] = useState("")
  const [removeSelected, setRemoveSelected] = useState(false)
  const [value, setValue] = useState<string[]>([])

  const items = useMemo(() => {
    const matching = filterContains(comboboxCountries, query, (item) => item.label)
    return removeSelected ? matching.filter((item) => !value.includes(item.code)) : matching
  }, [query, removeSelected, value])
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    multiple: true,
    // the input stays free for the next search after each pick
    selectionBehavior: "clear",
    placeholder: "Type a country",
    onValueChange: (details) => setValue(details.value),
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="combobox">
      <label className="combobox-option">
        <input
          type="checkbox"
          data-testid="removeSelected"
          checked={removeSelected}
          onChange={(event) => setRemoveSelected(event.currentTarget.checked)}
        />
        Remove selected countries from the list
      </label>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select countries</label>
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
      <div className="combobox-output">
        <p>State: {service.state.get()}</p>
        <p>Highlighted: {api.highlightedValue ?? "none"}</p>
        <p>
          Value: <span data-testid="value-text">{api.valueAsString}</span>
        </p>
      </div>
    </div>
  )
}
