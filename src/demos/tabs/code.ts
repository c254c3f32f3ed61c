import { tabItems } from "../../data/tabs"
import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { tabsControls } from "./controls"

export default defineCode<typeof tabsControls>({
  name: "Tabs",
  machines: [{ module: "tabs", fixed: { defaultValue: `"nils"` } }],
  before: declareConst("items", tabItems),
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getIndicatorProps()} />
  <div {...api.getListProps()}>
    {items.map((item) => (
      <button key={item.id} {...api.getTriggerProps({ value: item.id })}>
        {item.label}
      </button>
    ))}
  </div>
  {items.map((item) => (
    <div key={item.id} {...api.getContentProps({ value: item.id })}>
      <p>{item.content}</p>
    </div>
  ))}
</div>`,
})
