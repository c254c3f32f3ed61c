import * as numberInput from "@zag-js/number-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { useQuietPointerLockRefusal } from "../fixes"
import "../number-input.css"

type FormatOptions = Intl.NumberFormatOptions | undefined

export default function ControlledNumberInput() {
  // the value lives here, as text: the machine shows it and asks to change it
  const [value, setValue] = useState("")
  const [formatOptions, setFormatOptions] = useState<FormatOptions>(undefined)
  const service = useMachine(numberInput.machine, {
    id: useId(),
    min: 0,
    max: 1000,
    value,
    formatOptions,
    onValueChange: (details) => setValue(details.value),
  })
  useQuietPointerLockRefusal()
  const api = numberInput.connect(service, normalizeProps)

  return (
    <div className="number-input-demo">
      <p>Try: “Set High Precision”, then “Max 2 Decimals”: every digit stays until a format option rounds them.</p>
      <div {...api.getRootProps()}>
        <div className="number-input-head">
          <div data-testid="scrubber" {...api.getScrubberProps()} title="Drag sideways to change the value">
            <span aria-hidden="true">⋮</span>
          </div>
          <label data-testid="label" {...api.getLabelProps()}>
            Controlled Number Input (0-1000):
          </label>
        </div>
        <div {...api.getControlProps()}>
          <button data-testid="dec-button" {...api.getDecrementTriggerProps()}>
            DEC
          </button>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="inc-button" {...api.getIncrementTriggerProps()}>
            INC
          </button>
        </div>
      </div>
      <div className="number-input-actions">
        <button type="button" data-testid="set-decimal" onClick={() => setValue("123.456789012345")}>
          Set High Precision (123.456789012345)
        </button>
        <button type="button" data-testid="set-simple" onClick={() => setValue("50.25")}>
          Set Simple (50.25)
        </button>
        <button type="button" data-testid="set-zero" onClick={() => setValue("0")}>
          Set Zero
        </button>
        <button type="button" data-testid="clear-value" onClick={() => setValue("")}>
          Clear (Uncontrolled)
        </button>
      </div>
      <div className="number-input-actions">
        <button type="button" data-testid="no-format" onClick={() => setFormatOptions(undefined)}>
          No Format Options
        </button>
        <button
          type="button"
          data-testid="currency-format"
          onClick={() => setFormatOptions({ style: "currency", currency: "USD" })}
        >
          Currency Format
        </button>
        <button type="button" data-testid="precision-2" onClick={() => setFormatOptions({ maximumFractionDigits: 2 })}>
          Max 2 Decimals
        </button>
        <button type="button" data-testid="precision-4" onClick={() => setFormatOptions({ maximumFractionDigits: 4 })}>
          Max 4 Decimals
        </button>
      </div>
      <dl className="number-input-readout" aria-label="Controlled state">
        <dt>Value</dt>
        <dd data-testid="value-text">{value === "" ? "empty" : value}</dd>
        <dt>As number</dt>
        <dd data-testid="value-number">{Number.isNaN(api.valueAsNumber) ? "—" : api.valueAsNumber}</dd>
        <dt>Format options</dt>
        <dd data-testid="format-options">{formatOptions ? JSON.stringify(formatOptions) : "none"}</dd>
        <dt>Max fraction digits</dt>
        <dd data-testid="max-fraction-digits">{formatOptions?.maximumFractionDigits ?? "—"}</dd>
      </dl>
    </div>
  )
}
