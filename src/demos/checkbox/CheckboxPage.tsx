import * as checkbox from "@zag-js/checkbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { Check } from "lucide-react"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { FormOutput } from "../../workbench/FormOutput"
import { formValues } from "../../workbench/formValues"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { checkboxControls } from "./controls"
import "./checkbox.css"

export default function CheckboxPage() {
  const controls = useControls(checkboxControls)
  const service = useMachine(checkbox.machine, { id: useId(), ...controls.values })
  const api = checkbox.connect(service, normalizeProps)
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null)

  return (
    <>
      <DemoMain className="checkbox">
        <form
          onChange={(e) => setSubmitted(formValues(e.currentTarget))}
          onReset={(e) => {
            const form = e.currentTarget
            // the reset event fires before the inputs are reset
            queueMicrotask(() => setSubmitted(formValues(form)))
          }}
        >
          <fieldset>
            <legend>Checkbox form</legend>
            <label {...api.getRootProps()}>
              <div {...api.getControlProps()}>
                <span className="checkbox-check" {...api.getIndicatorProps()}>
                  <Check aria-hidden size={14} strokeWidth={3} />
                </span>
              </div>
              <span {...api.getLabelProps()}>Input {api.checked ? "Checked" : "Unchecked"}</span>
              <input {...api.getHiddenInputProps()} data-testid="hidden-input" />
              <div className="checkbox-indicator-text" {...api.getIndicatorProps()}>
                Indicator
              </div>
            </label>
            <div className="checkbox-actions">
              <button type="button" disabled={api.checked} onClick={() => api.setChecked(true)}>
                Check
              </button>
              <button type="button" disabled={!api.checked} onClick={() => api.setChecked(false)}>
                Uncheck
              </button>
              <button type="reset">Reset Form</button>
            </div>
          </fieldset>
        </form>
        <FormOutput label="Form values" values={submitted} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["checked", "focused", "focusVisible", "hovered", "active", "fieldsetDisabled"]}
          props={["name", "value", "disabled", "readOnly"]}
        />
      </Toolbar>
    </>
  )
}
