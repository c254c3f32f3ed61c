import { createFilter } from "@zag-js/i18n-utils"
import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import { selectCountries } from "../../../data/countries"
import "../listbox.css"

// "base" sensitivity: "cote" finds "Côte d'Ivoire", "ALA" finds "Åland Islands"
const { startsWith } = createFilter({ sensitivity: "base" })

export default function SearchListbox() {
  const [query, setQuery] = useState("")
  const items = useMemo(() => selectCountries.filter((item) => startsWith(item.label, query.trim())), [query])
  const collection = useMemo(() => listbox.collection({ items }), [items])

  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    deselectable: true,
    // the input does the finding: letters typed in the list don't jump
    typeahead: false,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a country</label>
        <input
          className="listbox-search"
          aria-label="Search countries"
          placeholder="Search countries"
          {...api.getInputProps({ autoHighlight: true })}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <ul className="listbox-scroll" {...api.getContentProps()} aria-disabled={api.disabled || undefined}>
          {items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item, highlightOnHover: true })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
        {items.length === 0 && <p className="listbox-empty">No countries start with “{query.trim()}”</p>}
      </div>
      <output className="listbox-output">Selected: {api.valueAsString || "-"}</output>
    </div>
  )
}
