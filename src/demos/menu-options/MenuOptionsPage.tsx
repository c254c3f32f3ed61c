import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { Check } from "lucide-react"
import { useId, useState } from "react"
import { menuOptionGroups } from "../../data/menus"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { menuOptionsControls } from "./controls"
import "../../widgets/menu/menu.css"
import "./menu-options.css"

export default function MenuOptionsPage() {
  const controls = useControls(menuOptionsControls)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const service = useMachine(menu.machine, { id: useId(), ...controls.values })
  const api = menu.connect(service, normalizeProps)
  const [order, setOrder] = useState("")
  const [types, setTypes] = useState<string[]>([])

  const radios = menuOptionGroups.order.map((item) => ({
    ...item,
    type: "radio" as const,
    valueText: item.label,
    checked: order === item.value,
    onCheckedChange: (checked: boolean) => setOrder(checked ? item.value : ""),
  }))
  const checkboxes = menuOptionGroups.type.map((item) => ({
    ...item,
    type: "checkbox" as const,
    valueText: item.label,
    checked: types.includes(item.value),
    onCheckedChange: (checked: boolean) =>
      setTypes((prev) => (checked ? [...prev, item.value] : prev.filter((value) => value !== item.value))),
  }))

  return (
    <>
      <DemoMain>
        <button className="menu-trigger" data-testid="trigger" {...api.getTriggerProps()}>
          Actions <span {...api.getIndicatorProps()}>▾</span>
        </button>
        {layer && (
          <Portal container={{ current: layer }}>
            <div {...api.getPositionerProps()}>
              <div className="menu-content" {...api.getContentProps()}>
                <div {...api.getItemGroupProps({ id: "order" })}>
                  <div className="menu-group-label" {...api.getItemGroupLabelProps({ htmlFor: "order" })}>
                    Order
                  </div>
                  {radios.map((option) => (
                    <div key={option.value} {...api.getOptionItemProps(option)}>
                      <span {...api.getItemIndicatorProps(option)}>
                        <Check aria-hidden size={16} strokeWidth={2.5} />
                      </span>
                      <span {...api.getItemTextProps(option)}>{option.label}</span>
                    </div>
                  ))}
                </div>
                <hr {...api.getSeparatorProps()} />
                <div {...api.getItemGroupProps({ id: "type" })}>
                  <div className="menu-group-label" {...api.getItemGroupLabelProps({ htmlFor: "type" })}>
                    Type
                  </div>
                  {checkboxes.map((option) => (
                    <div key={option.value} {...api.getOptionItemProps(option)}>
                      <span {...api.getItemIndicatorProps(option)}>
                        <Check aria-hidden size={16} strokeWidth={2.5} />
                      </span>
                      <span {...api.getItemTextProps(option)}>{option.label}</span>
                    </div>
                  ))}
                </div>
              </div>
            </div>
          </Portal>
        )}
        <section className="form-output" aria-label="Checked options">
          <h2>Checked options</h2>
          <output className="demo-output" aria-live="polite">
            {JSON.stringify({ order: order || null, type: types })}
          </output>
        </section>
        {/* overlays are portalled into this layer so they stay inside the main landmark */}
        <div className="overlay-layer" ref={setLayer} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["highlightedValue", "lastHighlightedValue", "currentPlacement"]}
          props={["closeOnSelect", "loopFocus"]}
        />
      </Toolbar>
    </>
  )
}
