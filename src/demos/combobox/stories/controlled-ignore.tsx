import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../combobox.css"
import { threeFrameworks } from "./frameworks"

const collection = combobox.collection({ items: threeFrameworks })

export default function ControlledIgnoreCombobox() {
  // a controlled value with no change handler: whatever is picked, the value stays ["react"]
  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    value: ["react"],
    multiple: true,
    openOnClick: true,
    placeholder: "Pick a framework",
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="combobox">
      <p className="combobox-hint">Try: pick Vue or Solid. The selected items must still read only React.</p>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Framework</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {collection.items.map((item) => (
            <li data-testid={item.value} key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemIndicatorProps({ item })}>✅</span>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="combobox-output">
        <p>Value (controlled, fixed): {api.value.join(", ")}</p>
        <p>
          Selected items (from api):{" "}
          <span data-testid="selected-items">{api.selectedItems.map((item) => item.label).join(", ")}</span>
        </p>
      </div>
    </div>
  )
}
