import * as passwordInput from "@zag-js/password-input"
import { normalizeProps } from "@zag-js/react"
import { Eye, EyeOff } from "lucide-react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { passwordInputControls } from "./controls"
import "./password-input.css"

export default function PasswordInputPage() {
  const controls = useControls(passwordInputControls)
  const service = useDemoMachine(passwordInput.machine, { name: "password", ...controls.values })
  const api = passwordInput.connect(service, normalizeProps)

  return (
    <DemoPage
      className="password-input"
      controls={controls}
      service={service}
      context={["visible"]}
      props={["disabled", "invalid", "readOnly", "ignorePasswordManagers", "autoComplete"]}
    >
      {/* zag hides the text again when its form is submitted or reset; nothing is sent anywhere */}
      <form onSubmit={(event) => event.preventDefault()}>
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Password</label>
          <div {...api.getControlProps()}>
            <input {...api.getInputProps()} />
            <button {...api.getVisibilityTriggerProps()}>
              <span {...api.getIndicatorProps()}>{api.visible ? <EyeOff size={16} /> : <Eye size={16} />}</span>
            </button>
          </div>
        </div>
      </form>
      <p className="password-input-status">Visible: {api.visible ? "yes" : "no"}</p>
    </DemoPage>
  )
}
