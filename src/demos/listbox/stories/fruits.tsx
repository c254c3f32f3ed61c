import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { fruitBasket } from "../../../data/fruit-basket"
import "../listbox.css"

const collection = listbox.collection({ items: fruitBasket })

export default function FruitsListbox() {
  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a fruit</label>
        <ul {...api.getContentProps()} aria-disabled={api.disabled || undefined}>
          {collection.items.map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>
                <CheckMark />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <output className="listbox-output">Selected: {api.valueAsString || "-"}</output>
    </div>
  )
}

function CheckMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M5 12.5l4.5 4.5L19 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
