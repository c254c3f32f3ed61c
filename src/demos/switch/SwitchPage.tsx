import { normalizeProps, useMachine } from "@zag-js/react"
import * as zagSwitch from "@zag-js/switch"
import { useId } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { switchControls } from "./controls"
import "./switch.css"

export default function SwitchPage() {
  const controls = useControls(switchControls)
  const service = useMachine(zagSwitch.machine, { id: useId(), name: "switch", ...controls.values })
  const api = zagSwitch.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="switch">
        <label {...api.getRootProps()}>
          <input {...api.getHiddenInputProps()} role="switch" data-testid="hidden-input" />
          <span {...api.getControlProps()}>
            <span {...api.getThumbProps()} />
          </span>
          <span {...api.getLabelProps()}>Feature is {api.checked ? "enabled" : "disabled"}</span>
        </label>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["checked", "focused", "focusVisible", "hovered", "active", "fieldsetDisabled"]}
          props={["disabled", "readOnly"]}
        />
      </Toolbar>
    </>
  )
}
