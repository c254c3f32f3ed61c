import { defineCode } from "../../workbench/code/snippet"
import type { accordionControls } from "./controls"

export default defineCode<typeof accordionControls>({
  name: "Accordion",
  machines: [{ module: "accordion" }],
  before: `
const items = [
  { value: "watercraft", label: "Watercraft" },
  { value: "automobiles", label: "Automobiles" },
  { value: "aircraft", label: "Aircraft" },
]`,
  jsx: `
<div {...api.getRootProps()}>
  {items.map((item) => (
    <div key={item.value} {...api.getItemProps({ value: item.value })}>
      <h3>
        <button {...api.getItemTriggerProps({ value: item.value })}>
          {item.label}
          <span {...api.getItemIndicatorProps({ value: item.value })}>→</span>
        </button>
      </h3>
      <div {...api.getItemContentProps({ value: item.value })}>Lorem ipsum dolor sit amet.</div>
    </div>
  ))}
</div>`,
})
