import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId, useMemo, useState } from "react"
import "../select.css"

type Framework = { label: string; value: string }

const frameworks: Framework[] = [
  { label: "React", value: "react" },
  { label: "Solid", value: "solid" },
  { label: "Vue", value: "vue" },
]

export default function ExternalValueChange() {
  const [value, setValue] = useState(["react"])
  const [items, setItems] = useState(frameworks)
  const collection = useMemo(() => select.collection({ items }), [items])

  const service = useMachine(select.machine, {
    id: useId(),
    collection,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="select">
      <p className="select-note">
        Filter to Vue, then set the value to Solid: the selected items and the checked item must follow.
      </p>
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

      <div className="select-actions">
        <button type="button" data-testid="filter-vue-button" onClick={() => setItems([frameworks[2]])}>
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

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul data-testid="select-content" {...api.getContentProps()}>
            {items.map((item) => (
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
