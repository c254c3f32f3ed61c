import { defineCode } from "../../workbench/code/snippet"
import type { menuOptionsControls } from "./controls"

export default defineCode<typeof menuOptionsControls>({
  name: "MenuWithOptions",
  machines: [{ module: "menu" }],
  imports: [`import { useState } from "react"`],
  body: `
  const [order, setOrder] = useState("")
  const [types, setTypes] = useState<string[]>([])
  const orderItem = (value: string) =>
    api.getOptionItemProps({ type: "radio", value, checked: order === value, onCheckedChange: () => setOrder(value) })
  const typeItem = (value: string) =>
    api.getOptionItemProps({
      type: "checkbox",
      value,
      checked: types.includes(value),
      onCheckedChange: (checked) => setTypes((list) => (checked ? [...list, value] : list.filter((type) => type !== value))),
    })`,
  jsx: `
<>
  <button {...api.getTriggerProps()}>Actions</button>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getItemGroupProps({ id: "order" })}>
        <h4 {...api.getItemGroupLabelProps({ htmlFor: "order" })}>Order</h4>
        {["asc", "desc", "none"].map((value) => (
          <div key={value} {...orderItem(value)}>
            {value}
          </div>
        ))}
      </div>
      <hr {...api.getSeparatorProps()} />
      <div {...api.getItemGroupProps({ id: "type" })}>
        <h4 {...api.getItemGroupLabelProps({ htmlFor: "type" })}>Type</h4>
        {["pdf", "xls", "ppt"].map((value) => (
          <div key={value} {...typeItem(value)}>
            {value}
          </div>
        ))}
      </div>
    </div>
  </div>
</>`,
})
