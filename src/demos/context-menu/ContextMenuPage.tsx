import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type KeyboardEvent, useId, useRef, useState } from "react"
import { actionItems } from "../../data/menus"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { contextMenuControls } from "./controls"
import "../../widgets/menu/menu.css"
import "./context-menu.css"

/** Shift+F10 and the ContextMenu key open the menu from the keyboard, at the area's top-left corner. */
function openFromKeyboard(event: KeyboardEvent<HTMLElement>) {
  const isMenuKey = event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey)
  if (!isMenuKey) return
  event.preventDefault()
  const area = event.currentTarget
  const rect = area.getBoundingClientRect()
  area.dispatchEvent(
    new MouseEvent("contextmenu", {
      bubbles: true,
      cancelable: true,
      clientX: rect.left + 24,
      clientY: rect.top + 24,
    }),
  )
}

export default function ContextMenuPage() {
  const controls = useControls(contextMenuControls)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const hintId = useId()
  const areaRef = useRef<HTMLDivElement>(null)
  const service = useMachine(menu.machine, {
    id: useId(),
    ...controls.values,
    onSelect: (details) => setSelected(details.value),
    onOpenChange: ({ open }) => {
      // a context menu has no trigger button to return to: bring focus back to the area
      // unless the user already moved it elsewhere
      if (open) return
      const active = document.activeElement
      const inMenu = active?.closest('[data-scope="menu"][data-part="content"]')
      if (!active || active === document.body || inMenu) areaRef.current?.focus({ preventScroll: true })
    },
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="context-menu">
        <div
          ref={areaRef}
          className="context-area"
          tabIndex={0}
          aria-describedby={hintId}
          {...api.getContextTriggerProps()}
          onKeyDown={openFromKeyboard}
        >
          Right Click here
        </div>
        <p id={hintId} className="context-hint">
          Right click, long press on a touch screen, or focus the area and press Shift+F10.
        </p>
        {layer && (
          <Portal container={{ current: layer }}>
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
        <section className="form-output" aria-label="Selected action">
          <h2>Selected action</h2>
          <output className="demo-output" aria-live="polite">
            {selected ?? "—"}
          </output>
        </section>
        {/* overlays are portalled into this layer so they stay inside the main landmark */}
        <div className="overlay-layer" ref={setLayer} />
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["highlightedValue", "anchorPoint", "currentPlacement"]}
          props={["closeOnSelect", "loopFocus"]}
        />
      </Toolbar>
    </>
  )
}
