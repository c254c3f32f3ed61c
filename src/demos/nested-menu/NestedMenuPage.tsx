import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useState } from "react"
import { nestedMenuLevels } from "../../data/menus"
import { MenuItems, MenuPopup } from "../../widgets/menu/MenuPopup"
import { DemoMain } from "../../workbench/DemoMain"
import { DemoOutput } from "../../workbench/DemoOutput"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { nestedMenuControls } from "./controls"
import { useDemoMachine } from "../../workbench/useDemoMachine"

const [level1, level2, level3] = nestedMenuLevels
const vizContext = ["highlightedValue", "isSubmenu", "anchorPoint", "currentPlacement"] as const
const vizProps = ["closeOnSelect", "loopFocus", "typeahead"] as const

export default function NestedMenuPage() {
  const controls = useControls(nestedMenuControls)
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useDemoMachine(menu.machine, { ...controls.values, onSelect }, { label: "Root Machine" })
  const sub = useDemoMachine(menu.machine, { ...controls.values, onSelect }, { label: "Sub Machine" })
  const sub2 = useDemoMachine(menu.machine, { ...controls.values, onSelect }, { label: "Sub2 Machine" })
  const rootApi = menu.connect(root, normalizeProps)
  const subApi = menu.connect(sub, normalizeProps)
  const sub2Api = menu.connect(sub2, normalizeProps)

  // link the three machines parent <-> child once they exist
  useEffect(() => {
    const rootLink = menu.connect(root, normalizeProps)
    const subLink = menu.connect(sub, normalizeProps)
    const sub2Link = menu.connect(sub2, normalizeProps)
    rootLink.setChild(sub)
    subLink.setParent(root)
    subLink.setChild(sub2)
    sub2Link.setParent(sub)
  }, [root, sub, sub2])

  return (
    <>
      <DemoMain>
        <button className="menu-trigger" data-testid="trigger" {...rootApi.getTriggerProps()}>
          Click me
        </button>
        <MenuPopup api={rootApi} testId="menu">
          <MenuItems api={rootApi} items={level1} child={subApi} testIds />
        </MenuPopup>
        <MenuPopup api={subApi} testId="more-tools-submenu">
          <MenuItems api={subApi} items={level2} child={sub2Api} testIds />
        </MenuPopup>
        <MenuPopup api={sub2Api} testId="open-nested-submenu">
          <MenuItems api={sub2Api} items={level3} testIds />
        </MenuPopup>
        <DemoOutput label="Selected item" value={selected} />
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={root} label="Root Machine" context={vizContext} props={vizProps} />
        <StateVisualizer service={sub} label="Sub Machine" context={vizContext} props={vizProps} />
        <StateVisualizer service={sub2} label="Sub2 Machine" context={vizContext} props={vizProps} />
      </Toolbar>
    </>
  )
}
