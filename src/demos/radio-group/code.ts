import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { radioGroupControls } from "./controls"

const { fruits } = pageData<typeof import("../../data/fruits")>(
  import.meta.glob("../../data/fruits.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof radioGroupControls>({
  name: "RadioGroup",
  machines: [{ module: "radio-group", fixed: { name: `"fruit"` } }],
  before: declareConst("items", fruits),
  jsx: `
<div {...api.getRootProps()}>
  <h3 {...api.getLabelProps()}>Fruits</h3>
  {items.map((item) => (
    <label key={item.id} {...api.getItemProps({ value: item.id })}>
      <span {...api.getItemTextProps({ value: item.id })}>{item.label}</span>
      <input {...api.getItemHiddenInputProps({ value: item.id })} />
      <div {...api.getItemControlProps({ value: item.id })} />
    </label>
  ))}
</div>`,
})
