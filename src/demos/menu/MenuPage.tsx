import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useState } from "react"
import { actionItems } from "../../data/menus"
import { MenuItems, MenuPopup } from "../../widgets/menu/MenuPopup"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { menuControls } from "./controls"

export default function MenuPage() {
  const controls = useControls(menuControls)
  const [selected, setSelected] = useState<string | null>(null)
  const service = useDemoMachine(menu.machine, {
    ...controls.values,
    onSelect: (details) => setSelected(details.value),
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <DemoPage
      controls={controls}
      service={service}
      context={["highlightedValue", "lastHighlightedValue", "currentPlacement", "anchorPoint"]}
      props={["closeOnSelect", "loopFocus"]}
    >
      <button className="menu-trigger" {...api.getTriggerProps()}>
        Actions <span {...api.getIndicatorProps()}>▾</span>
      </button>
      {api.open && (
        <MenuPopup api={api}>
          <MenuItems api={api} items={actionItems} />
        </MenuPopup>
      )}
      <DemoOutput label="Selected action" value={selected} />
    </DemoPage>
  )
}
