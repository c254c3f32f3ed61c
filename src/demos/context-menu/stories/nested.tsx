import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import { fixContextMenuFocusReturn } from "../fixes"
import "../context-menu.css"

const rootItems = [
  { label: "Edit", value: "edit" },
  { label: "Duplicate", value: "duplicate" },
  { label: "Delete", value: "delete" },
  { label: "Export", value: "export" },
]

const appearanceItems = [
  { label: "Full screen", value: "full-screen" },
  { label: "Zoom in", value: "zoom-in" },
  { label: "Zoom out", value: "zoom-out" },
]

export default function NestedContextMenu() {
  const [selected, setSelected] = useState<string | null>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, {
    id: useId(),
    onSelect,
    // zag 1.47 leaves focus on <body> when a menu opened at a point closes: give it back to the area
    onOpenChange: ({ open }) => {
      if (!open) fixContextMenuFocusReturn(areaRef.current)
    },
  })
  const sub = useMachine(menu.machine, {
    id: useId(),
    onSelect,
    // on a narrow screen the submenu may overlap its parent rather than leave the screen
    positioning: { overlap: true },
  })
  const rootApi = menu.connect(root, normalizeProps)
  const subApi = menu.connect(sub, normalizeProps)

  // the two menus know each other: the submenu opens from its trigger item and closes with its parent
  useEffect(() => {
    menu.connect(root, normalizeProps).setChild(sub)
    menu.connect(sub, normalizeProps).setParent(root)
  }, [root, sub])

  return (
    <div className="context-menu context-story">
      <div
        ref={areaRef}
        className="context-area"
        tabIndex={0}
        aria-describedby={hintId}
        {...rootApi.getContextTriggerProps()}
      >
        Open context menu
      </div>
      <p id={hintId} className="context-hint">
        Right click, long press on a touch screen, or focus the area and press Shift+F10.
      </p>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      <Portal>
        <div {...rootApi.getPositionerProps()}>
          <ul className="menu-content" {...rootApi.getContentProps()}>
            {rootItems.map((item) => (
              <li key={item.value} {...rootApi.getItemProps({ value: item.value })}>
                {item.label}
              </li>
            ))}
            <li {...rootApi.getTriggerItemProps(subApi)}>Appearance ➡️</li>
          </ul>
        </div>
      </Portal>
      <Portal>
        <div {...subApi.getPositionerProps()}>
          <ul className="menu-content" {...subApi.getContentProps()}>
            {appearanceItems.map((item) => (
              <li key={item.value} {...subApi.getItemProps({ value: item.value })}>
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </div>
  )
}
