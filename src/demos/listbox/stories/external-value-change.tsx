import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../listbox.css"
import { react, solid, vue } from "./frameworks"

const frameworks = [react, solid, vue]

export default function ExternalValueChangeListbox() {
  const [value, setValue] = useState(["react"])
  const [items, setItems] = useState(frameworks)
  const collection = useMemo(() => listbox.collection({ items }), [items])

  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <p className="listbox-hint">
        Try: filter to Vue, then set the value to Solid. The selected items and the checked item must follow.
      </p>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select framework</label>
        <ul data-testid="listbox-content" {...api.getContentProps()}>
          {items.map((item) => (
            <li data-testid={item.value} key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="listbox-actions">
        <button type="button" data-testid="filter-vue-button" onClick={() => setItems([vue])}>
          Filter to Vue
        </button>
        <button
          type="button"
          data-testid="set-solid-button"
          onClick={() => {
            setItems(frameworks)
            setValue(["solid"])
          }}
        >
          Set value to Solid
        </button>
      </div>
      <div className="listbox-output">
        <p>Value: {value.join(", ") || "-"}</p>
        <p>
          Selected items:{" "}
          <span data-testid="selected-items">{api.selectedItems.map((item) => item.label).join(", ")}</span>
        </p>
      </div>
    </div>
  )
}
