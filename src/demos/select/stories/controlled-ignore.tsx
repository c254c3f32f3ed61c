import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId } from "react"
import "../select.css"

const frameworks = [
  { label: "React", value: "react" },
  { label: "Vue", value: "vue" },
  { label: "Solid", value: "solid" },
]

const collection = select.collection({ items: frameworks })

export default function ControlledIgnore() {
  // a controlled value with no onValueChange: whatever is chosen, the select must keep showing React
  const service = useMachine(select.machine, { id: useId(), collection, value: ["react"] })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="select">
      <p className="select-note">Try choosing Vue or Solid: the value is fixed at React, so it stays React.</p>
      <p data-testid="selected-items">
        Selected items (from api): {api.selectedItems.map((item) => item.label).join(", ")}
      </p>

      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select framework</label>
        <div {...api.getControlProps()}>
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
        </div>
      </div>

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul data-testid="select-content" {...api.getContentProps()}>
            {frameworks.map((item) => (
              <li key={item.value} data-testid={item.value} {...api.getItemProps({ item })}>
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
