import * as combobox from "@zag-js/combobox"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { X } from "lucide-react"
import { useMemo, useState } from "react"
import { comboboxCountries } from "../../data/combobox-countries"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { comboboxControls } from "./controls"
import { filterCountries } from "./filterCountries"
import "./combobox.css"

export default function ComboboxPage() {
  const controls = useControls(comboboxControls)
  const [options, setOptions] = useState(comboboxCountries)
  const [selectedLabels, setSelectedLabels] = useState<string[]>([])

  const collection = useMemo(
    () =>
      combobox.collection({
        items: options,
        itemToValue: (item) => item.code,
        itemToString: (item) => item.label,
      }),
    [options],
  )
  const service = useDemoMachine(combobox.machine, {
    collection,
    name: "country",
    placeholder: "Type a country",
    positioning: { strategy: "fixed" },
    onValueChange: ({ items }) => setSelectedLabels(items.map((item) => item.label)),
    ...controls.values,
    // closing brings back the full list for the next opening
    onOpenChange: ({ open }) => {
      if (!open) setOptions(comboboxCountries)
    },
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setOptions(filterCountries(inputValue))
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <DemoPage
      className="combobox"
      controls={controls}
      service={service}
      context={["value", "inputValue", "highlightedValue", "currentPlacement"]}
      props={["inputBehavior", "selectionBehavior", "disabled", "multiple", "loopFocus", "openOnClick"]}
      omit={["collection"]}
    >
      <div className="combobox-actions">
        <button type="button" onClick={() => api.setValue(["TG"])}>
          Set to Togo
        </button>
        <button type="button" data-testid="clear-value-button" onClick={() => api.clearValue()}>
          Clear Value
        </button>
      </div>

      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select country</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <X aria-hidden size={16} />
          </button>
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        {options.length > 0 && (
          <ul data-testid="combobox-content" {...api.getContentProps()}>
            {options.map((item) => (
              <li data-testid={item.code} key={item.code} {...api.getItemProps({ item })}>
                <span {...api.getItemIndicatorProps({ item })}>✅</span>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <p data-testid="on-value-change-items">
        selectedItems: {selectedLabels.length > 0 ? selectedLabels.join(", ") : "N/A"}
      </p>
      <DemoOutput label="Selected value" value={{ value: api.value, label: api.valueAsString }} />
    </DemoPage>
  )
}
