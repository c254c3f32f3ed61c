import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useState } from "react"
import { menuOptionGroups } from "../../data/menus"
import { MenuPopup } from "../../widgets/menu/MenuPopup"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { menuOptionsControls } from "./controls"
import { OptionGroup } from "./OptionGroup"
import "./menu-options.css"

export default function MenuOptionsPage() {
  const controls = useControls(menuOptionsControls)
  const service = useDemoMachine(menu.machine, controls.values)
  const api = menu.connect(service, normalizeProps)
  const [order, setOrder] = useState("")
  const [types, setTypes] = useState<string[]>([])

  return (
    <DemoPage
      controls={controls}
      service={service}
      context={["highlightedValue", "lastHighlightedValue", "currentPlacement"]}
      props={["closeOnSelect", "loopFocus"]}
    >
      <button className="menu-trigger" data-testid="trigger" {...api.getTriggerProps()}>
        Actions <span {...api.getIndicatorProps()}>▾</span>
      </button>
      <MenuPopup api={api} as="div">
        <OptionGroup
          api={api}
          id="order"
          label="Order"
          type="radio"
          items={menuOptionGroups.order}
          isChecked={(value) => order === value}
          onCheckedChange={(value, checked) => setOrder(checked ? value : "")}
        />
        <hr {...api.getSeparatorProps()} />
        <OptionGroup
          api={api}
          id="type"
          label="Type"
          type="checkbox"
          items={menuOptionGroups.type}
          isChecked={(value) => types.includes(value)}
          onCheckedChange={(value, checked) =>
            setTypes((prev) => (checked ? [...prev, value] : prev.filter((type) => type !== value)))
          }
        />
      </MenuPopup>
      <DemoOutput label="Checked options" value={{ order: order || null, type: types }} />
    </DemoPage>
  )
}
