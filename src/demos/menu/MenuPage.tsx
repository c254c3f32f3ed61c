import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { actionItems } from "../../data/menus"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { menuControls } from "./controls"
import "../../widgets/menu/menu.css"

export default function MenuPage() {
  const controls = useControls(menuControls)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const service = useMachine(menu.machine, {
    id: useId(),
    ...controls.values,
    onSelect: (details) => setSelected(details.value),
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <>
      <DemoMain>
        <button className="menu-trigger" {...api.getTriggerProps()}>
          Actions <span {...api.getIndicatorProps()}>▾</span>
        </button>
        {api.open && layer && (
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
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["highlightedValue", "lastHighlightedValue", "currentPlacement", "anchorPoint"]}
          props={["closeOnSelect", "loopFocus"]}
        />
      </Toolbar>
    </>
  )
}
