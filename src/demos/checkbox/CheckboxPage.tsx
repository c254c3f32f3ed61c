import * as checkbox from "@zag-js/checkbox"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { Check } from "lucide-react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { checkboxControls } from "./controls"
import "./checkbox.css"

export default function CheckboxPage() {
  const controls = useControls(checkboxControls)
  const service = useDemoMachine(checkbox.machine, controls.values)
  const api = checkbox.connect(service, normalizeProps)
  const form = useFormValues()

  return (
    <DemoPage
      className="checkbox"
      controls={controls}
      service={service}
      context={["checked", "focused", "focusVisible", "hovered", "active", "fieldsetDisabled"]}
      props={["name", "value", "disabled", "readOnly"]}
    >
      <form {...form.formProps}>
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
      <DemoOutput label="Form values" value={form.values} />
    </DemoPage>
  )
}
