import * as accordion from "@zag-js/accordion"
import { normalizeProps, useMachine } from "@zag-js/react"
import { ArrowRight } from "lucide-react"
import { useId } from "react"
import { accordionItems, accordionText } from "../../data/accordion"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { accordionControls } from "./controls"
import "./accordion.css"

export default function AccordionPage() {
  const controls = useControls(accordionControls)
  const service = useMachine(accordion.machine, { id: useId(), ...controls.values })
  const api = accordion.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="accordion">
        <div {...api.getRootProps()}>
          {accordionItems.map((item) => (
            <div key={item.id} {...api.getItemProps({ value: item.id })}>
              <h3>
                <button data-testid={`${item.id}:trigger`} {...api.getItemTriggerProps({ value: item.id })}>
                  {item.label}
                  <span {...api.getItemIndicatorProps({ value: item.id })}>
                    <ArrowRight aria-hidden size={16} />
                  </span>
                </button>
              </h3>
              <div data-testid={`${item.id}:content`} {...api.getItemContentProps({ value: item.id })}>
                <p>{accordionText}</p>
              </div>
            </div>
          ))}
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue"]}
          props={["collapsible", "multiple", "orientation"]}
        />
      </Toolbar>
    </>
  )
}
