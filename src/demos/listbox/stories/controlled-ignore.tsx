import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../listbox.css"
import { react, solid, vue } from "./frameworks"

const collection = listbox.collection({ items: [react, vue, solid] })

export default function ControlledIgnoreListbox() {
  // a controlled value with no onValueChange: whatever is clicked, the value stays ["react"]
  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    value: ["react"],
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <p className="listbox-hint">Try: click Vue or Solid. The selected items must still read only React.</p>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select framework</label>
        <ul data-testid="listbox-content" {...api.getContentProps()}>
          {collection.items.map((item) => (
            <li data-testid={item.value} key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>✓</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="listbox-output">
        <p>Value (controlled, fixed): {api.value.join(", ")}</p>
        <p>
          Selected items:{" "}
          <span data-testid="selected-items">{api.selectedItems.map((item) => item.label).join(", ")}</span>
        </p>
      </div>
    </div>
  )
}
