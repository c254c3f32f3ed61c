import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../combobox.css"
import { filterContains } from "./filter"
import { elevenFrameworks } from "./frameworks"

export default function ExternalValueChangeCombobox() {
  const [value, setValue] = useState<string[]>(["react"])
  const [items, setItems] = useState(elevenFrameworks)
  const collection = useMemo(() => combobox.collection({ items }), [items])

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    value,
    onValueChange: (details) => setValue(details.value),
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setItems(filterContains(elevenFrameworks, inputValue, (item) => item.label))
    },
    onOpenChange: ({ open }) => {
      if (!open) setItems(elevenFrameworks)
    },
    placeholder: "Pick a framework",
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="combobox">
      <div className="combobox-actions">
        {/* the value changes outside the combobox: its input text and checked item follow */}
        <button type="button" data-testid="set-solid-button" onClick={() => setValue(["solid"])}>
          Set value to &quot;Solid&quot; externally
        </button>
      </div>
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
          {items.map((item) => (
            <li data-testid={item.value} key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemIndicatorProps({ item })}>✅</span>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="combobox-output">
        <p>Selected: {value.join(", ") || "none"}</p>
        <p>Collection:</p>
        <pre data-testid="collection-json">{JSON.stringify(collection, null, 2)}</pre>
      </div>
    </div>
  )
}
