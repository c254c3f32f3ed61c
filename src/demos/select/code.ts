import { defineCode } from "../../workbench/code/snippet"
import type { selectControls } from "./controls"

export default defineCode<typeof selectControls>({
  name: "Select",
  machines: [{ module: "select", fixed: { collection: "collection", name: `"country"` } }],
  before: `
const collection = select.collection({ items: ["Canada", "France", "Germany", "Japan"] })`,
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Country</label>
  <div {...api.getControlProps()}>
    <button {...api.getTriggerProps()}>
      <span {...api.getValueTextProps()}>{api.valueAsString || "Select a country"}</span>
      <span {...api.getIndicatorProps()}>▼</span>
    </button>
    <button {...api.getClearTriggerProps()}>X</button>
  </div>
  <select {...api.getHiddenSelectProps()} />
  <div {...api.getPositionerProps()}>
    <ul {...api.getContentProps()}>
      {collection.items.map((item) => (
        <li key={item} {...api.getItemProps({ item })}>
          <span {...api.getItemTextProps({ item })}>{item}</span>
          <span {...api.getItemIndicatorProps({ item })}>✓</span>
        </li>
      ))}
    </ul>
  </div>
</div>`,
})
