import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { segmentControlControls } from "./controls"

const { fruits } = pageData<typeof import("../../data/fruits")>(
  import.meta.glob("../../data/fruits.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof segmentControlControls>({
  name: "SegmentControl",
  machines: [{ module: "radio-group", fixed: { name: `"fruit"`, orientation: `"horizontal"` } }],
  before: declareConst("items", fruits),
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getIndicatorProps()} />
  {items.map((item) => (
    <label key={item.id} {...api.getItemProps({ value: item.id })}>
      <span {...api.getItemTextProps({ value: item.id })}>{item.label}</span>
      <input {...api.getItemHiddenInputProps({ value: item.id })} />
    </label>
  ))}
</div>`,
})
