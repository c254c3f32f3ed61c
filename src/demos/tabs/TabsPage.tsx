import { normalizeProps, useMachine } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import { useId } from "react"
import { tabItems } from "../../data/tabs"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { tabsControls } from "./controls"
import "./tabs.css"

export default function TabsPage() {
  const controls = useControls(tabsControls)
  const service = useMachine(tabs.machine, { id: useId(), defaultValue: "nils", ...controls.values })
  const api = tabs.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="tabs">
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
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedValue", "indicatorRect"]}
          props={["activationMode", "deselectable", "loopFocus", "orientation", "dir"]}
        />
      </Toolbar>
    </>
  )
}
