import * as listbox from "@zag-js/listbox"
import { normalizeProps } from "@zag-js/react"
import { Check } from "lucide-react"
import { fruitBasket } from "../../data/fruit-basket"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { listboxControls } from "./controls"
import "./listbox.css"

const collection = listbox.collection({ items: fruitBasket })

export default function ListboxPage() {
  const controls = useControls(listboxControls)
  const service = useDemoMachine(listbox.machine, { collection, ...controls.values })
  const api = listbox.connect(service, normalizeProps)

  return (
    <DemoPage
      className="listbox"
      controls={controls}
      service={service}
      context={["value", "highlightedValue", "focused"]}
      props={["selectionMode", "orientation", "loopFocus", "selectOnHighlight", "disabled", "dir"]}
      omit={["collection"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a fruit</label>
        <ul {...api.getContentProps()} aria-disabled={api.disabled || undefined}>
          {fruitBasket.map((item) => (
            <li key={item.value} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
              <span {...api.getItemIndicatorProps({ item })}>
                <Check size={16} strokeWidth={3} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <output className="listbox-output">Selected: {api.valueAsString || "-"}</output>
    </DemoPage>
  )
}
