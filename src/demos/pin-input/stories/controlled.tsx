import * as pinInput from "@zag-js/pin-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../pin-input.css"

const quoted = (value: string[]) => `[${value.map((char) => JSON.stringify(char)).join(", ")}]`

export default function ControlledPinInput() {
  // the value lives here: the machine shows it and asks to change it
  const [value, setValue] = useState<string[]>([])
  const service = useMachine(pinInput.machine, {
    id: useId(),
    count: 3,
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = pinInput.connect(service, normalizeProps)

  return (
    <div className="pin-input pin-input-story">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Enter code:</label>
        <div {...api.getControlProps()}>
          {api.items.map((index) => (
            <input key={index} data-testid={`input-${index + 1}`} {...api.getInputProps({ index })} />
          ))}
        </div>
      </div>
      <div className="pin-input-actions">
        <button type="button" data-testid="clear-button" onClick={() => api.clearValue()}>
          Clear
        </button>
        <button type="button" data-testid="set-value" onClick={() => setValue(["1", "2", "3"])}>
          Set 1-2-3
        </button>
        <button type="button" data-testid="reset-value" onClick={() => setValue([])}>
          Reset
        </button>
      </div>
      <output>Controlled value: {quoted(value)}</output>
    </div>
  )
}
