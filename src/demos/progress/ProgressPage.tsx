import * as progress from "@zag-js/progress"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useRef, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { progressControls } from "./controls"
import { midValue, parseMax, type Range, rangeIssue, valueIssue } from "./validate"
import "./progress.css"

const DEFAULT_RANGE: Range = { min: 0, max: 100 }
const STEP = 20

const translations: progress.IntlTranslations = {
  value: ({ value, percent }) => (value === null ? "loading..." : `${Math.round(percent)} percent`),
}

export default function ProgressPage() {
  const controls = useControls(progressControls)
  const { dir, orientation } = controls.values

  // The range the controls ask for; refused (with a message) when max is not a number, or when the
  // current value would fall outside it. A refused range keeps the last accepted one.
  const requested = rangeIssue(controls.values.min, controls.values.max)
    ? null
    : { min: controls.values.min, max: parseMax(controls.values.max) ?? DEFAULT_RANGE.max }
  const [value, setValue] = useState<number | null>(() => midValue(requested ?? DEFAULT_RANGE))
  const accepted = useRef<Range>(requested ?? DEFAULT_RANGE)
  let rangeMessage = rangeIssue(controls.values.min, controls.values.max)
  if (requested) {
    const outside = valueIssue(value, requested)
    if (outside) rangeMessage = `${outside} The new range was not applied.`
    else accepted.current = requested
  }
  const range = accepted.current
  const [actionMessage, setActionMessage] = useState<string | null>(null)

  const service = useMachine(progress.machine, {
    id: useId(),
    dir,
    orientation,
    min: range.min,
    max: range.max,
    value,
    onValueChange: (details) => setValue(details.value),
    translations,
  })
  const api = progress.connect(service, normalizeProps)

  const change = (next: number | null) => {
    const issue = valueIssue(next, range)
    setActionMessage(issue ? `${issue} The value was not changed.` : null)
    if (!issue) api.setValue(next)
  }

  return (
    <>
      <DemoMain className="progress">
        <div {...api.getRootProps()}>
          <div {...api.getLabelProps()}>Upload progress</div>
          <div className="progress-visuals">
            <svg {...api.getCircleProps()}>
              <circle {...api.getCircleTrackProps()} />
              <circle {...api.getCircleRangeProps()} />
            </svg>
            <div {...api.getTrackProps()}>
              <div {...api.getRangeProps()} />
            </div>
          </div>
          <div {...api.getValueTextProps()}>{api.valueAsString}</div>
          <div className="progress-actions">
            <button type="button" onClick={() => change((api.value ?? range.min) - STEP)}>
              Decrease
            </button>
            <button type="button" onClick={() => change((api.value ?? range.min) + STEP)}>
              Increase
            </button>
            <button type="button" onClick={() => change(null)}>
              Indeterminate
            </button>
          </div>
        </div>
        <div className="progress-messages">
          {rangeMessage && (
            <p className="progress-error" role="alert" data-testid="range-error">
              {rangeMessage}
            </p>
          )}
          {actionMessage && (
            <p className="progress-error" role="alert" data-testid="value-error">
              {actionMessage}
            </p>
          )}
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer service={service} context={["value"]} props={["min", "max", "dir", "orientation"]} />
      </Toolbar>
    </>
  )
}
