import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as tabs from "@zag-js/tabs"
import { tabItems } from "../../data/tabs"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { tabsControls } from "./controls"
import "./tabs.css"

export default function TabsPage() {
  const controls = useControls(tabsControls)
  const service = useDemoMachine(tabs.machine, { defaultValue: "nils", ...controls.values })
  const api = tabs.connect(service, normalizeProps)

  return (
    <DemoPage
      className="tabs"
      controls={controls}
      service={service}
      context={["value", "focusedValue", "indicatorRect"]}
      props={["activationMode", "deselectable", "loopFocus", "orientation", "dir"]}
    >
      <div {...api.getRootProps()}>
        <div {...api.getListProps()}>
          {tabItems.map((item) => (
            <button key={item.id} data-testid={`${item.id}-tab`} {...api.getTriggerProps({ value: item.id })}>
              {item.label}
            </button>
          ))}
          <div {...api.getIndicatorProps()} />
        </div>
        {tabItems.map((item) => (
          <div key={item.id} data-testid={`${item.id}-tab-panel`} {...api.getContentProps({ value: item.id })}>
            <p>{item.content}</p>
            {item.id === "agnes" && <input type="text" placeholder="Agnes" aria-label="Agnes" />}
          </div>
        ))}
      </div>
    </DemoPage>
  )
}
