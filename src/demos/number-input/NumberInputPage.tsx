import * as numberInput from "@zag-js/number-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import { GripVertical } from "lucide-react"
import { useId, useMemo, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { JsonView, StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { numberInputControls } from "./controls"
import "./number-input.css"

type Options = { locale?: string; formatOptions?: Intl.NumberFormatOptions }

/** Format options that Intl cannot combine (e.g. minimum above maximum fraction digits) would throw inside the machine. */
function checkFormat({ locale, formatOptions }: Options): string | null {
  if (!formatOptions) return null
  try {
    new Intl.NumberFormat(locale ?? "en-US", formatOptions)
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

export default function NumberInputPage() {
  const controls = useControls(numberInputControls)
  const { step, min, max } = controls.values
  const options = controls.context as Options & Record<string, unknown>
  const formatProblem = useMemo(() => checkFormat(options), [options])
  const rangeProblem = min > max ? `The minimum (${min}) is above the maximum (${max}).` : null
  const stepProblem = step <= 0 ? `The step must be above 0 (it is ${step}).` : null

  const [rejected, setRejected] = useState<string | null>(null)
  const { formatOptions, ...rest } = options
  const service = useMachine(numberInput.machine, {
    id: useId(),
    ...rest,
    // an unusable combination falls back to plain numbers; the page says why
    formatOptions: formatProblem ? undefined : formatOptions,
    step: stepProblem ? 1 : step,
  })
  const api = numberInput.connect(service, normalizeProps)

  const inputProps = api.getInputProps()
  const outOfRange =
    !api.empty && !Number.isNaN(api.valueAsNumber) && (api.valueAsNumber < min || api.valueAsNumber > max)

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
          <div className="number-input-messages" role="status">
            {rejected !== null && (
              <p className="number-input-error">
                “{rejected}” was not accepted: type digits, a minus sign or the decimal separator.
              </p>
            )}
            {!api.empty && Number.isNaN(api.valueAsNumber) && (
              <p className="number-input-error">“{api.value}” is not a number.</p>
            )}
            {outOfRange && (
              <p className="number-input-error">
                {api.valueAsNumber > max ? `Above the maximum of ${max}.` : `Below the minimum of ${min}.`}{" "}
                {controls.values.clampValueOnBlur ? "It is clamped when the field loses focus." : "Clamping is off."}
              </p>
            )}
            {[formatProblem && `Number format ignored: ${formatProblem}.`, rangeProblem, stepProblem]
              .filter(Boolean)
              .map((message) => (
                <p key={message} className="number-input-error">
                  {message}
                </p>
              ))}
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
