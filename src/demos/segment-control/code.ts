import { defineCode } from "../../workbench/code/snippet"
import type { segmentControlControls } from "./controls"

export default defineCode<typeof segmentControlControls>({
  name: "SegmentControl",
  machines: [{ module: "radio-group", fixed: { name: `"fruit"`, orientation: `"horizontal"` } }],
  before: `
const items = [
  { value: "apple", label: "Apples" },
  { value: "orange", label: "Oranges" },
  { value: "mango", label: "Mangoes" },
]`,
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getIndicatorProps()} />
  {items.map((item) => (
    <label key={item.value} {...api.getItemProps({ value: item.value })}>
      <span {...api.getItemTextProps({ value: item.value })}>{item.label}</span>
      <input {...api.getItemHiddenInputProps({ value: item.value })} />
    </label>
  ))}
</div>`,
})
