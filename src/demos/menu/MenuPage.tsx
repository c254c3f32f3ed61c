import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useInspectedMachine } from "../../workbench/inspector/useInspectedMachine"
import { useId, useState } from "react"
import { actionItems } from "../../data/menus"
import { MenuItems, MenuPopup } from "../../widgets/menu/MenuPopup"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { menuControls } from "./controls"
import { useViewSettings } from "../../workbench/viewSettings/useViewSettings"

export default function MenuPage() {
  const controls = useControls(menuControls)
  const [selected, setSelected] = useState<string | null>(null)
  const { dir } = useViewSettings()
  const service = useInspectedMachine(menu.machine, { dir,
    id: useId(),
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
