import { comboboxCountries } from "../../data/combobox-countries"
import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { comboboxControls } from "./controls"

export default defineCode<typeof comboboxControls>({
  name: "Combobox",
  machines: [
    {
      module: "combobox",
      fixed: {
        collection: "collection",
        name: `"country"`,
        placeholder: `"Type a country"`,
        onInputValueChange: `({ inputValue }) => setOptions(countries.filter((item) => item.label.toLowerCase().includes(inputValue.toLowerCase())))`,
      },
    },
  ],
  imports: [`import { useMemo, useState } from "react"`],
  before: declareConst("countries", comboboxCountries),
  setup: `
  const [options, setOptions] = useState(countries)
  const collection = useMemo(
    () => combobox.collection({ items: options, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [options],
  )`,
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Select country</label>
  <div {...api.getControlProps()}>
    <input {...api.getInputProps()} />
    <button {...api.getTriggerProps()}>▼</button>
    <button {...api.getClearTriggerProps()}>X</button>
  </div>
  <div {...api.getPositionerProps()}>
    <ul {...api.getContentProps()}>
      {options.map((item) => (
        <li key={item.code} {...api.getItemProps({ item })}>
          {item.label}
        </li>
      ))}
    </ul>
  </div>
</div>`,
})
