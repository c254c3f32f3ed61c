import * as progress from "@zag-js/progress"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { progressControls, progressRange } from "./controls"
import { fixSetValue } from "./fixes"
import { clampValue, midValue, valueIssue } from "./validate"
import "./progress.css"

const STEP = 20

const translations: progress.IntlTranslations = {
  value: ({ value, percent }) => (value === null ? "loading..." : `${Math.round(percent)} percent`),
}

export default function ProgressPage() {
  const controls = useControls(progressControls)
  const { orientation } = controls.values
  const range = progressRange(controls.values)
  const [value, setValue] = useState<number | null>(() => midValue(range))
  // a new range can leave the value outside it: the bar shows it clamped, and says so
  const shown = clampValue(value, range)
  const outside = valueIssue(value, range)
  const [refusal, setRefusal] = useState<string | null>(null)

  const service = useDemoMachine(progress.machine, {
    orientation,
    min: range.min,
    max: range.max,
    value: shown,
    translations,
  })
  const api = fixSetValue(progress.connect(service, normalizeProps), setValue)

  const change = (next: number | null) => {
    const issue = valueIssue(next, range)
    setRefusal(issue && `${issue} The value was not changed.`)
    if (!issue) api.setValue(next)
  }

  return (
    <DemoPage
      className="progress"
      controls={controls}
      service={service}
      context={["value"]}
      props={["min", "max", "dir", "orientation"]}
    >
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
        <DemoMessage testId="range-error">{outside && `${outside} The bar shows ${shown}.`}</DemoMessage>
        <DemoMessage testId="value-error">{refusal}</DemoMessage>
      </div>
    </DemoPage>
  )
}
