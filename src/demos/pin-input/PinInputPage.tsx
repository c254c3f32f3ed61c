import * as pinInput from "@zag-js/pin-input"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
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
  const submitted = useFormValues()
  const service = useDemoMachine(pinInput.machine, {
    name: "test",
    count: 3,
    ...controls.values,
    onValueInvalid: (details) => setInvalid({ value: details.value, index: details.index }),
    onValueChange: () => setInvalid(null),
  })
  const api = pinInput.connect(service, normalizeProps)

  return (
    <DemoPage
      className="pin-input"
      controls={controls}
      service={service}
      context={["value", "focusedIndex", "count"]}
      props={["name", "type", "mask", "otp", "blurOnComplete", "placeholder"]}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submitted.read(e.currentTarget)
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
        <DemoMessage testId="pin-input-error">
          {invalid &&
            `“${invalid.value}” is invalid in box ${invalid.index + 1}: this code takes ${accepts[controls.values.type]} only.`}
        </DemoMessage>
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
      <DemoOutput label="Submitted" value={submitted.values} />
    </DemoPage>
  )
}
