import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { listboxControls } from "./controls"

const { fruitBasket } = pageData<typeof import("../../data/fruit-basket")>(
  import.meta.glob("../../data/fruit-basket.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof listboxControls>({
  name: "Listbox",
  machines: [{ module: "listbox", fixed: { collection: "collection" } }],
  before: `${declareConst("fruits", fruitBasket)}

const collection = listbox.collection({ items: fruits })`,
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Select a fruit</label>
  <ul {...api.getContentProps()}>
    {collection.items.map((item) => (
      <li key={item.value} {...api.getItemProps({ item })}>
        <span {...api.getItemTextProps({ item })}>{item.label}</span>
        <span {...api.getItemIndicatorProps({ item })}>✓</span>
      </li>
    ))}
  </ul>
  <output>Selected: {api.valueAsString || "-"}</output>
</div>`,
})
