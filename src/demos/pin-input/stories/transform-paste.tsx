import * as pinInput from "@zag-js/pin-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FormEvent, useId, useState } from "react"
import "../pin-input.css"

export default function TransformPastePinInput() {
  const [submitted, setSubmitted] = useState<Record<string, string>>()
  const service = useMachine(pinInput.machine, {
    id: useId(),
    name: "test",
    count: 3,
    // "1-2-3" pastes as "123"
    sanitizeValue: (value) => value.replace(/-/g, ""),
    // a complete code submits its form
    autoSubmit: true,
  })
  const api = pinInput.connect(service, normalizeProps)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data: Record<string, string> = {}
    new FormData(event.currentTarget).forEach((value, key) => {
      if (typeof value === "string") data[key] = value
    })
    console.log("submitted", data)
    setSubmitted(data)
  }

  return (
    <div className="pin-input pin-input-story">
      <form onSubmit={onSubmit}>
        <p>Paste “1-2-3” into the first box: the dashes are dropped and the complete code submits the form.</p>
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Enter code:</label>
          <div {...api.getControlProps()}>
            {api.items.map((index) => (
              <input key={index} data-testid={`input-${index + 1}`} {...api.getInputProps({ index })} />
            ))}
          </div>
          <input {...api.getHiddenInputProps()} />
        </div>
        <div className="pin-input-actions">
          <button type="button" data-testid="clear-button" onClick={() => api.clearValue()}>
            Clear
          </button>
        </div>
      </form>
      <output data-testid="submitted">
        {submitted ? `Submitted: ${JSON.stringify(submitted)}` : "Not submitted yet"}
      </output>
    </div>
  )
}
