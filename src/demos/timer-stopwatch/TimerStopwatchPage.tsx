import { normalizeProps, useMachine } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { Fragment, useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { timerStopwatchControls } from "./controls"
import "../../styles/timer.css"
import "./timer-stopwatch.css"

const PARTS = ["days", "hours", "minutes", "seconds"] as const
const ACTIONS = [
  { action: "start", label: "START" },
  { action: "pause", label: "PAUSE" },
  { action: "resume", label: "RESUME" },
  { action: "reset", label: "RESET" },
] as const

export default function TimerStopwatchPage() {
  const controls = useControls(timerStopwatchControls)
  const { startMs, interval } = controls.values
  // the machine throws when a stopwatch's target is not after its start: refuse the target instead
  const targetRefused = controls.values.targetMs !== undefined && controls.values.targetMs <= startMs
  const targetMs = targetRefused ? undefined : controls.values.targetMs
  const [reached, setReached] = useState(false)

  const service = useMachine(timer.machine, {
    id: useId(),
    autoStart: true,
    startMs,
    targetMs,
    interval,
    onComplete: () => setReached(true),
  })
  const api = timer.connect(service, normalizeProps)
  const currentMs = service.context.get("currentMs")
  const done = reached && targetMs !== undefined && !api.running && !api.paused && currentMs >= targetMs

  return (
    <>
      <DemoMain className="timer">
        <div {...api.getRootProps()}>
          <div {...api.getAreaProps()}>
            {PARTS.map((type, index) => (
              <Fragment key={type}>
                {index > 0 && <span {...api.getSeparatorProps()}>:</span>}
                <div {...api.getItemProps({ type })}>
                  <span {...api.getItemValueProps({ type })}>{api.formattedTime[type]}</span>
                  <span {...api.getItemLabelProps({ type })}>{type}</span>
                </div>
              </Fragment>
            ))}
          </div>
          <div {...api.getControlProps()}>
            {ACTIONS.map(({ action, label }) => (
              <button
                key={action}
                {...api.getActionTriggerProps({ action })}
                // the library hides Reset when stopped; a finished run still needs it to start over
                {...(action === "reset" && done ? { hidden: false } : {})}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <p className="timer-status" role="status">
          {done ? "Target reached" : api.running ? "Running" : api.paused ? "Paused" : "Stopped"}
        </p>
        {targetRefused && (
          <p className="timer-error" role="alert">
            targetMs ({controls.values.targetMs}) must be greater than startMs ({startMs}); the stopwatch runs
            without a target.
          </p>
        )}
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={service} context={["currentMs"]} props={["startMs", "targetMs", "interval"]} />
      </Toolbar>
    </>
  )
}
