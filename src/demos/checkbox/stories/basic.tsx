import * as checkbox from "@zag-js/checkbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useState } from "react"
import "../checkbox.css"

export default function BasicCheckbox() {
  const service = useMachine(checkbox.machine, {
    id: useId(),
    name: "checkbox",
  })
  const api = checkbox.connect(service, normalizeProps)

  // what the form holds, read again on every change and after a reset
  const [values, setValues] = useState<Record<string, FormDataEntryValue>>()
  const readForm = (form: HTMLFormElement) => setValues(Object.fromEntries(new FormData(form)))
  const onReset = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    // the reset event fires before the inputs are reset
    queueMicrotask(() => readForm(form))
  }

  return (
    <div className="checkbox checkbox-basic">
      <form onChange={(event) => readForm(event.currentTarget)} onReset={onReset}>
        <fieldset>
          <legend>Checkbox form</legend>
          <label {...api.getRootProps()}>
            <div {...api.getControlProps()}>
              <span className="checkbox-check" {...api.getIndicatorProps()}>
                <CheckMark />
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
      <section className="form-output" aria-label="Form values">
        <h2>Form values</h2>
        <output className="demo-output" aria-live="polite" dir={values ? "ltr" : undefined}>
          {values ? JSON.stringify(values) : "—"}
        </output>
      </section>
    </div>
  )
}

function CheckMark() {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
