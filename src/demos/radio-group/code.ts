import { defineCode } from "../../workbench/code/snippet"
import type { radioGroupControls } from "./controls"

export default defineCode<typeof radioGroupControls>({
  name: "RadioGroup",
  machines: [{ module: "radio-group", fixed: { name: `"fruit"` } }],
  before: `
const items = [
  { value: "apple", label: "Apples" },
  { value: "orange", label: "Oranges" },
  { value: "mango", label: "Mangoes" },
  { value: "grape", label: "Grapes" },
]`,
  jsx: `
<div {...api.getRootProps()}>
  <h3 {...api.getLabelProps()}>Fruits</h3>
  {items.map((item) => (
    <label key={item.value} {...api.getItemProps({ value: item.value })}>
      <span {...api.getItemTextProps({ value: item.value })}>{item.label}</span>
      <input {...api.getItemHiddenInputProps({ value: item.value })} />
      <div {...api.getItemControlProps({ value: item.value })} />
    </label>
  ))}
</div>`,
})
