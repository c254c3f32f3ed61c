import * as combobox from "@zag-js/combobox"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import type { KeyboardEvent } from "react"
import { useId, useMemo, useState } from "react"
import { selectCountries } from "../../../data/countries"
import "../select.css"
import { filterContains } from "./filter"

type Country = (typeof selectCountries)[number]

// the select knows every country: its trigger text and value come from the whole list
const allCountries = select.collection({ items: selectCountries })
// keys the select's own list would act on: inside the search field they belong to the combobox
const comboboxKeys = new Set(["ArrowUp", "ArrowDown", "Home", "End", "Enter", " "])

export default function SelectWithCombobox() {
  const [query, setQuery] = useState("")
  // accents and case are ignored
  const matches = useMemo<Country[]>(() => filterContains(selectCountries, query, (country) => country.label), [query])
  const matchCollection = useMemo(() => combobox.collection({ items: matches }), [matches])

  const selectService = useMachine(select.machine, {
    id: useId(),
    collection: allCountries,
    // the dropdown holds a search field and a list: it is a dialog, not a listbox
    composite: false,
    onOpenChange: ({ open }) => {
      // every opening starts from the whole list
      if (open) setQuery("")
    },
  })
  const picker = select.connect(selectService, normalizeProps)

  const comboboxService = useMachine(combobox.machine, {
    id: useId(),
    collection: matchCollection,
    // the combobox lives inside the select's dropdown: open while it is, with no layer of its own
    open: picker.open,
    disableLayer: true,
    inputBehavior: "autohighlight",
    selectionBehavior: "clear",
    placeholder: "Search countries...",
    value: picker.value,
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onValueChange: ({ value }) => {
      if (value.length > 0) picker.setValue(value)
    },
    // choosing a country or pressing Escape in the search field closes the select
    onOpenChange: ({ open }) => {
      if (!open) picker.setOpen(false)
    },
  })
  const search = combobox.connect(comboboxService, normalizeProps)

  const inputProps = search.getInputProps()
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    inputProps.onKeyDown?.(event)
    // Escape and Tab still reach the select (it closes, or keeps focus inside)
    if (comboboxKeys.has(event.key)) event.stopPropagation()
  }

  return (
    <div className="select">
      <div {...picker.getRootProps()}>
        <label {...picker.getLabelProps()}>Country</label>
        <div {...picker.getControlProps()}>
          <button {...picker.getTriggerProps()}>
            <span {...picker.getValueTextProps()}>{picker.valueAsString || "Select Country"}</span>
            <span {...picker.getIndicatorProps()}>▼</span>
          </button>
        </div>
      </div>

      <Portal>
        <div {...picker.getPositionerProps()}>
          <div className="select-search-content" {...picker.getContentProps()}>
            <div className="select-search" {...search.getRootProps()}>
              <label className="select-search-label" {...search.getLabelProps()}>
                Search countries
              </label>
              <div {...search.getControlProps()}>
                <input {...inputProps} onKeyDown={onSearchKeyDown} />
              </div>
              <ul className="select-search-list" {...search.getContentProps()}>
                {picker.open &&
                  matches.map((item) => (
                    <li key={item.value} {...search.getItemProps({ item })}>
                      <span {...search.getItemTextProps({ item })}>{item.label}</span>
                      <span {...search.getItemIndicatorProps({ item })}>✓</span>
                    </li>
                  ))}
              </ul>
              {picker.open && matches.length === 0 && <p className="select-search-empty">No country matches</p>}
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
