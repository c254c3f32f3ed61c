import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useRef, useState } from "react"
import { actionItems } from "../../../data/menus"
import { fixContextMenuFocusReturn } from "../fixes"
import "../context-menu.css"

export default function LazyMountContextMenu() {
  const [selected, setSelected] = useState<string | null>(null)
  const areaRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const service = useMachine(menu.machine, {
    id: useId(),
    onSelect: (details) => setSelected(details.value),
    // zag 1.47 leaves focus on <body> when a menu opened at a point closes: give it back to the area
    onOpenChange: ({ open }) => {
      if (!open) fixContextMenuFocusReturn(areaRef.current)
    },
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <div className="context-menu context-story">
      <p className="context-try">
        Try: right-click the area, close the menu, then right-click the same spot again. The menu opens at the pointer
        both times.
      </p>
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
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      {/* lazy mount: the menu's elements exist only while it is open */}
      {api.open && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <ul className="menu-content" {...api.getContentProps()}>
              {actionItems.map((item) => (
                <li key={item.value} {...api.getItemProps({ value: item.value })}>
                  {item.label}
                </li>
              ))}
            </ul>
          </div>
        </Portal>
      )}
    </div>
  )
}
