import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId } from "react"
import "../select.css"

const words = ["Apple", "Banana", "Cherry", "Coconut", "Date", "Duck", "Elephant", "Fish", "Giraffe", "Hippo", "Igloo"]
const items = words.map((word) => ({ label: word, value: word.toLowerCase(), disabled: word === "Duck" }))

const collection = select.collection({ items })

export default function Typeahead() {
  const service = useMachine(select.machine, { id: useId(), collection })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="select">
      <p className="select-note">
        Focus the trigger or open the list and type a letter: each press moves to the next item with that initial,
        passing over the disabled Duck.
      </p>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Pick a word</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
        </div>
      </div>

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </div>
  )
}
