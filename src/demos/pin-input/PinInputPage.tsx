import * as pinInput from "@zag-js/pin-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { FormOutput } from "../../workbench/FormOutput"
import { formValues } from "../../workbench/formValues"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { pinInputControls } from "./controls"
import "./pin-input.css"

const accepts = {
  numeric: "digits (0–9)",
  alphabetic: "letters (a–z)",
  alphanumeric: "letters and digits",
} as const

export default function PinInputPage() {
  const controls = useControls(pinInputControls)
  const [invalid, setInvalid] = useState<{ value: string; index: number } | null>(null)
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null)
  const service = useMachine(pinInput.machine, {
    id: useId(),
    name: "test",
    count: 3,
    ...controls.values,
    onValueInvalid: (details) => setInvalid({ value: details.value, index: details.index }),
    onValueChange: () => setInvalid(null),
  })
  const api = pinInput.connect(service, normalizeProps)

  return (
    <>
      <DemoMain className="pin-input">
        <form
          onSubmit={(e) => {
            e.preventDefault()
            setSubmitted(formValues(e.currentTarget))
          }}
        >
          <div {...api.getRootProps()}>
            <label {...api.getLabelProps()}>Enter code:</label>
            <div {...api.getControlProps()}>
              {api.items.map((index) => (
                <input key={index} data-testid={`input-${index + 1}`} {...api.getInputProps({ index })} />
              ))}
            </div>
            <input {...api.getHiddenInputProps()} />
          </div>
          <p className="pin-input-error" role="status">
            {invalid &&
              `“${invalid.value}” is invalid in box ${invalid.index + 1}: this code takes ${accepts[controls.values.type]} only.`}
          </p>
          <div className="pin-input-actions">
            <button type="button" data-testid="clear-button" onClick={() => api.clearValue()}>
              Clear
            </button>
            <button type="button" onClick={() => api.focus()}>
              Focus
            </button>
            <button type="submit">Submit</button>
          </div>
        </form>
        <FormOutput label="Submitted" values={submitted} />
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "focusedIndex", "count"]}
          props={["name", "type", "mask", "otp", "blurOnComplete", "placeholder"]}
        />
      </Toolbar>
    </>
  )
}
