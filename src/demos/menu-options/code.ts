import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { menuOptionsControls } from "./controls"

const { menuOptionGroups } = pageData<typeof import("../../data/menus")>(
  import.meta.glob("../../data/menus.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof menuOptionsControls>({
  name: "MenuWithOptions",
  machines: [{ module: "menu" }],
  imports: [`import { useState } from "react"`],
  before: declareConst("menuOptionGroups", menuOptionGroups),
  body: `
  const [order, setOrder] = useState("")
  const [types, setTypes] = useState<string[]>([])
  const orderItem = (item: { label: string; value: string }): menu.OptionItemProps => ({
    type: "radio",
    value: item.value,
    valueText: item.label,
    checked: order === item.value,
    onCheckedChange: (checked) => setOrder(checked ? item.value : ""),
  })
  const typeItem = (item: { label: string; value: string }): menu.OptionItemProps => ({
    type: "checkbox",
    value: item.value,
    valueText: item.label,
    checked: types.includes(item.value),
    onCheckedChange: (checked) =>
      setTypes((list) => (checked ? [...list, item.value] : list.filter((type) => type !== item.value))),
  })`,
  jsx: `
<>
  <button {...api.getTriggerProps()}>
    Actions <span {...api.getIndicatorProps()}>▾</span>
  </button>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getItemGroupProps({ id: "order" })}>
        <div {...api.getItemGroupLabelProps({ htmlFor: "order" })}>Order</div>
        {menuOptionGroups.order.map((item) => (
          <div key={item.value} {...api.getOptionItemProps(orderItem(item))}>
            <span {...api.getItemIndicatorProps(orderItem(item))}>✓</span>
            <span {...api.getItemTextProps(orderItem(item))}>{item.label}</span>
          </div>
        ))}
      </div>
      <hr {...api.getSeparatorProps()} />
      <div {...api.getItemGroupProps({ id: "type" })}>
        <div {...api.getItemGroupLabelProps({ htmlFor: "type" })}>Type</div>
        {menuOptionGroups.type.map((item) => (
          <div key={item.value} {...api.getOptionItemProps(typeItem(item))}>
            <span {...api.getItemIndicatorProps(typeItem(item))}>✓</span>
            <span {...api.getItemTextProps(typeItem(item))}>{item.label}</span>
          </div>
        ))}
      </div>
    </div>
  </div>
  <output>{JSON.stringify({ order: order || null, type: types })}</output>
</>`,
})
