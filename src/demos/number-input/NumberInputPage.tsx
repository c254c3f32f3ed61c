import * as numberInput from "@zag-js/number-input"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { GripVertical } from "lucide-react"
import { useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { DemoMessage } from "../../workbench/DemoMessage"
import { JsonView, StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { numberInputControls } from "./controls"
import { useQuietPointerLockRefusal, useValueKeptAcrossLocales } from "./fixes"
import "./number-input.css"

export default function NumberInputPage() {
  const controls = useControls(numberInputControls)
  const { min, max, clampValueOnBlur } = controls.values

  const [rejected, setRejected] = useState<string | null>(null)
  const service = useDemoMachine(numberInput.machine, controls.context)
  useQuietPointerLockRefusal()
  const api = numberInput.connect(service, normalizeProps)
  useValueKeptAcrossLocales(api, service.prop("locale"))

  const inputProps = api.getInputProps()
  const outOfRange =
    !api.empty && !Number.isNaN(api.valueAsNumber) && (api.valueAsNumber < min || api.valueAsNumber > max)
  const rangeNote = outOfRange
    ? `${api.valueAsNumber > max ? `Above the maximum of ${max}.` : `Below the minimum of ${min}.`} ${
        clampValueOnBlur ? "It is clamped when the field loses focus." : "Clamping is off."
      }`
    : null

  return (
    <>
      <DemoMain>
        <div className="number-input-demo">
          <div {...api.getRootProps()}>
            <div className="number-input-head">
              <div data-testid="scrubber" {...api.getScrubberProps()} title="Drag sideways to change the value">
                <GripVertical aria-hidden size={16} />
              </div>
              <label data-testid="label" {...api.getLabelProps()}>
                Enter number:
              </label>
            </div>
            <div {...api.getControlProps()}>
              <button data-testid="dec-button" {...api.getDecrementTriggerProps()}>
                DEC
              </button>
              <input
                data-testid="input"
                {...inputProps}
                onBeforeInput={(event) => {
                  inputProps.onBeforeInput?.(event)
                  const typed = event.data
                  setRejected(event.isDefaultPrevented() && typed ? typed : null)
                }}
                onBlur={(event) => {
                  inputProps.onBlur?.(event)
                  setRejected(null)
                }}
              />
              <button data-testid="inc-button" {...api.getIncrementTriggerProps()}>
                INC
              </button>
            </div>
          </div>
          <div className="number-input-messages">
            <DemoMessage>
              {rejected !== null &&
                `“${rejected}” was not accepted: type digits, a minus sign or the decimal separator.`}
            </DemoMessage>
            <DemoMessage>
              {!api.empty && Number.isNaN(api.valueAsNumber) && `“${api.value}” is not a number.`}
            </DemoMessage>
            <DemoMessage>{rangeNote}</DemoMessage>
          </div>
          <dl className="number-input-readout">
            <dt>Value</dt>
            <dd>{api.empty ? "empty" : api.value}</dd>
            <dt>As number</dt>
            <dd>{Number.isNaN(api.valueAsNumber) ? "—" : api.valueAsNumber}</dd>
          </dl>
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "hint", "scrubberCursorPoint", "fieldsetDisabled"]}
          props={[
            "min",
            "max",
            "step",
            "largeStep",
            "smallStep",
            "locale",
            "formatOptions",
            "clampValueOnBlur",
            "allowOverflow",
            "allowMouseWheel",
            "spinOnPress",
            "disabled",
          ]}
          omit={["formatter", "parser"]}
        />
        <JsonView
          label="Computed"
          value={{
            valueAsNumber: service.computed("valueAsNumber"),
            formattedValue: service.computed("formattedValue"),
            isOutOfRange: service.computed("isOutOfRange"),
            canIncrement: service.computed("canIncrement"),
            canDecrement: service.computed("canDecrement"),
          }}
        />
      </Toolbar>
    </>
  )
}
