import { accordionItems, accordionText } from "../../data/accordion"
import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { accordionControls } from "./controls"

export default defineCode<typeof accordionControls>({
  name: "Accordion",
  machines: [{ module: "accordion" }],
  before: [declareConst("items", accordionItems), declareConst("text", accordionText)].join("\n\n"),
  jsx: `
<div {...api.getRootProps()}>
  {items.map((item) => (
    <div key={item.id} {...api.getItemProps({ value: item.id })}>
      <h3>
        <button {...api.getItemTriggerProps({ value: item.id })}>
          {item.label}
          <span {...api.getItemIndicatorProps({ value: item.id })}>→</span>
        </button>
      </h3>
      <div {...api.getItemContentProps({ value: item.id })}>
        <p>{text}</p>
      </div>
    </div>
  ))}
</div>`,
})
