import { selectCountries } from "../../data/countries"
import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { selectControls } from "./controls"

const EXCERPT = 8

export default defineCode<typeof selectControls>({
  name: "Select",
  machines: [{ module: "select", fixed: { collection: "collection", name: `"country"` } }],
  before: `${declareConst("countries", selectCountries.slice(0, EXCERPT), `the first ${EXCERPT} of the page's ${selectCountries.length} countries (src/data/countries.ts)`)}

const collection = select.collection({ items: countries })`,
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
        <li key={item.value} {...api.getItemProps({ item })}>
          <span {...api.getItemTextProps({ item })}>{item.label}</span>
          <span {...api.getItemIndicatorProps({ item })}>✓</span>
        </li>
      ))}
    </ul>
  </div>
</div>`,
})
