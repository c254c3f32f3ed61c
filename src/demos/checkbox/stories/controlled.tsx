import * as checkbox from "@zag-js/checkbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../checkbox.css"

export default function ControlledCheckbox() {
  // the checked state lives here: the machine shows it and asks to change it
  const [checked, setChecked] = useState<checkbox.CheckedState>(false)
  const service = useMachine(checkbox.machine, {
    id: useId(),
    checked,
    onCheckedChange: (details) => setChecked(details.checked),
  })
  const api = checkbox.connect(service, normalizeProps)

  return (
    <div className="checkbox">
      <label {...api.getRootProps()}>
        <div {...api.getControlProps()}>
          <span className="checkbox-check" {...api.getIndicatorProps()}>
            ✓
          </span>
        </div>
        <span {...api.getLabelProps()}>Input {api.checked ? "Checked" : "Unchecked"}</span>
        <input {...api.getHiddenInputProps()} data-testid="hidden-input" />
      </label>
      <div className="checkbox-actions">
        <button type="button" disabled={checked === true} onClick={() => setChecked(true)}>
          Check
        </button>
        <button type="button" disabled={checked !== true} onClick={() => setChecked(false)}>
          Uncheck
        </button>
      </div>
      <p>React state: {String(checked)}</p>
    </div>
  )
}
