import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as zagSwitch from "@zag-js/switch"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { switchControls } from "./controls"
import "./switch.css"

export default function SwitchPage() {
  const controls = useControls(switchControls)
  const service = useDemoMachine(zagSwitch.machine, { name: "switch", ...controls.values })
  const api = zagSwitch.connect(service, normalizeProps)

  return (
    <DemoPage
      className="switch"
      controls={controls}
      service={service}
      context={["checked", "focused", "focusVisible", "hovered", "active", "fieldsetDisabled"]}
      props={["disabled", "readOnly"]}
    >
      <div className="switch-row">
        <label {...api.getRootProps()}>
          <input {...api.getHiddenInputProps()} role="switch" data-testid="hidden-input" />
          <span {...api.getControlProps()}>
            <span {...api.getThumbProps()} />
          </span>
          <span {...api.getLabelProps()}>Feature is {api.checked ? "enabled" : "disabled"}</span>
        </label>
        <button type="button" onClick={() => api.toggleChecked()}>
          Toggle
        </button>
      </div>
    </DemoPage>
  )
}
