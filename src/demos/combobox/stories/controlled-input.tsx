import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../combobox.css"
import { filterContains } from "./filter"
import { sixFrameworks } from "./frameworks"

export default function ControlledInputCombobox() {
  // both the value and the input's text live here; the machine shows them and asks to change them
  const [value, setValue] = useState<string[]>([])
  const [inputValue, setInputValue] = useState("")
  const [items, setItems] = useState(sixFrameworks)
  const collection = useMemo(() => combobox.collection({ items }), [items])

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    value,
    inputValue,
    placeholder: "Pick a framework",
    onValueChange: (details) => setValue(details.value),
    onInputValueChange: (details) => {
      setInputValue(details.inputValue)
      if (details.reason === "input-change")
        setItems(filterContains(sixFrameworks, details.inputValue, (item) => item.label))
    },
    onOpenChange: ({ open }) => {
      if (!open) setItems(sixFrameworks)
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="combobox">
      <div className="combobox-actions">
        <button type="button" data-testid="set-search-button" onClick={() => setInputValue("vue")}>
          Set input to &quot;vue&quot; externally
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
        <p>Value: {value.join(", ") || "none"}</p>
        <p>Input (controlled): {inputValue}</p>
      </div>
    </div>
  )
}
