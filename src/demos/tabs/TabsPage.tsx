import { normalizeProps } from "@zag-js/react"
import { useInspectedMachine } from "../../workbench/inspector/useInspectedMachine"
import * as tabs from "@zag-js/tabs"
import { useId } from "react"
import { tabItems } from "../../data/tabs"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { tabsControls } from "./controls"
import { useViewSettings } from "../../workbench/viewSettings/useViewSettings"
import "./tabs.css"

export default function TabsPage() {
  const controls = useControls(tabsControls)
  const { dir } = useViewSettings()
  const service = useInspectedMachine(tabs.machine, { dir, id: useId(), defaultValue: "nils", ...controls.values })
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
