import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useId, useRef, useState } from "react"
import { actionItems } from "../../data/menus"
import { MenuItems, MenuPopup } from "../../widgets/menu/MenuPopup"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { contextMenuControls } from "./controls"
import { fixContextMenuFocusReturn } from "./fixes"
import "./context-menu.css"

export default function ContextMenuPage() {
  const controls = useControls(contextMenuControls)
  const [selected, setSelected] = useState<string | null>(null)
  const hintId = useId()
  const areaRef = useRef<HTMLDivElement>(null)
  const service = useDemoMachine(menu.machine, {
    ...controls.values,
    onSelect: (details) => setSelected(details.value),
    onOpenChange: ({ open }) => {
      if (!open) fixContextMenuFocusReturn(areaRef.current)
    },
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <DemoPage
      className="context-menu"
      controls={controls}
      viz
      service={service}
      context={["highlightedValue", "anchorPoint", "currentPlacement"]}
      props={["closeOnSelect", "loopFocus"]}
    >
      <div
        ref={areaRef}
        className="context-area"
        tabIndex={0}
        aria-describedby={hintId}
        {...api.getContextTriggerProps()}
      >
        Right Click here
      </div>
      <p id={hintId} className="context-hint">
        Right click, long press on a touch screen, or focus the area and press Shift+F10.
      </p>
      <MenuPopup api={api}>
        <MenuItems api={api} items={actionItems} />
      </MenuPopup>
      <DemoOutput label="Selected action" value={selected} />
    </DemoPage>
  )
}
