import * as numberInput from "@zag-js/number-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../number-input.css"

const MIN = 0
const MAX = 10

export default function WrappedNumberInput() {
  const [value, setValue] = useState("0")
  const service = useMachine(numberInput.machine, {
    id: useId(),
    min: MIN,
    max: MAX,
    value,
    // stepping past an end is allowed, so that the invalid value can wrap around to the other end
    allowOverflow: true,
    onValueChange: (details) => setValue(details.value),
    // zag 1.47.0 also calls this when the value comes back into range (reason "rangeUnderflow"), so the
    // number itself says which end was passed
    onValueInvalid: (details) => {
      if (details.valueAsNumber > MAX) setValue(String(MIN))
      else if (details.valueAsNumber < MIN) setValue(String(MAX))
    },
  })
  const api = numberInput.connect(service, normalizeProps)

  return (
    <div className="number-input-demo">
      <div {...api.getRootProps()}>
        <label data-testid="label" {...api.getLabelProps()}>
          Enter number:
        </label>
        <div {...api.getControlProps()}>
          <button data-testid="dec-button" {...api.getDecrementTriggerProps()}>
            −
          </button>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="inc-button" {...api.getIncrementTriggerProps()}>
            +
          </button>
        </div>
      </div>
      <p>
        From {MIN} to {MAX}: stepping above {MAX} lands on {MIN}, below {MIN} on {MAX}.
      </p>
      <p>
        zag 1.47.0 also calls <code>onValueInvalid</code> (reason “rangeUnderflow”) when the value comes back into
        range: this story reads the number instead of the reason.
      </p>
    </div>
  )
}
