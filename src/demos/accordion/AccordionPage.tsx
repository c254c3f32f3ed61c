import * as accordion from "@zag-js/accordion"
import { normalizeProps } from "@zag-js/react"
import { ArrowRight } from "lucide-react"
import { accordionItems, accordionText } from "../../data/accordion"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { accordionControls } from "./controls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import "./accordion.css"

export default function AccordionPage() {
  const controls = useControls(accordionControls)
  const service = useDemoMachine(accordion.machine, controls.values)
  const api = accordion.connect(service, normalizeProps)

  return (
    <DemoPage
      className="accordion"
      controls={controls}
      service={service}
      context={["value", "focusedValue"]}
      props={["collapsible", "multiple", "orientation"]}
    >
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
    </DemoPage>
  )
}
