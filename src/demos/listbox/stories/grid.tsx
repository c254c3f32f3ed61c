import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { selectCountries } from "../../../data/countries"
import "../listbox.css"

// a grid collection: ↑/↓ move by a row of three, ←/→ by one country
const collection = listbox.gridCollection({ items: selectCountries, columnCount: 3 })

export default function GridListbox() {
  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    deselectable: true,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <div className="listbox-wide" {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a country</label>
        <ul className="listbox-scroll" {...api.getContentProps()} aria-disabled={api.disabled || undefined}>
          {collection.items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item, highlightOnHover: true })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
