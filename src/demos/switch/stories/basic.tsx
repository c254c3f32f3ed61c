import { normalizeProps, useMachine } from "@zag-js/react"
import * as zagSwitch from "@zag-js/switch"
import { useId } from "react"
import "../switch.css"

export default function BasicSwitch() {
  const service = useMachine(zagSwitch.machine, {
    id: useId(),
    name: "switch",
  })
  const api = zagSwitch.connect(service, normalizeProps)

  return (
    <div className="switch">
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
    </div>
  )
}
