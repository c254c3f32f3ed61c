import { normalizeProps } from "@zag-js/react"
import { useInspectedMachine } from "../../workbench/inspector/useInspectedMachine"
import * as zagSwitch from "@zag-js/switch"
import { useId } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { switchControls } from "./controls"
import { useViewSettings } from "../../workbench/viewSettings/useViewSettings"
import "./switch.css"

export default function SwitchPage() {
  const controls = useControls(switchControls)
  const { dir } = useViewSettings()
  const service = useInspectedMachine(zagSwitch.machine, { dir, id: useId(), name: "switch", ...controls.values })
  const api = zagSwitch.connect(service, normalizeProps)

  return (
    <DemoPage
      className="switch"
      controls={controls}
      service={service}
      context={["checked", "focused", "focusVisible", "hovered", "active", "fieldsetDisabled"]}
      props={["disabled", "readOnly"]}
    >
      <label {...api.getRootProps()}>
        <input {...api.getHiddenInputProps()} role="switch" data-testid="hidden-input" />
        <span {...api.getControlProps()}>
          <span {...api.getThumbProps()} />
        </span>
        <span {...api.getLabelProps()}>Feature is {api.checked ? "enabled" : "disabled"}</span>
      </label>
    </DemoPage>
  )
}
