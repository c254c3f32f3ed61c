import { normalizeProps, useMachine } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { Fragment, useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { COUNTDOWN_START_MS, timerCountdownControls } from "./controls"
import "../../styles/timer.css"

const PARTS = ["days", "hours", "minutes", "seconds"] as const
const ACTIONS = [
  { action: "start", label: "START" },
  { action: "pause", label: "PAUSE" },
  { action: "resume", label: "RESUME" },
  { action: "reset", label: "RESET" },
] as const

export default function TimerCountdownPage() {
  const controls = useControls(timerCountdownControls)
  const { interval } = controls.values
  // the machine throws on a start time of zero or less; the controls' minimum already keeps it out
  const startMs = controls.values.startMs >= 1000 ? controls.values.startMs : COUNTDOWN_START_MS
  const [completed, setCompleted] = useState(false)

  const service = useMachine(timer.machine, {
    id: useId(),
    countdown: true,
    autoStart: true,
    startMs,
    interval,
    onComplete: () => setCompleted(true),
  })
  const api = timer.connect(service, normalizeProps)
  // the machine goes back to idle at zero; a reset or a new start time leaves zero again
  const done = completed && !api.running && !api.paused && service.context.get("currentMs") <= 0

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
        <p className="timer-status" role="status">
          {done ? "Timer completed" : api.running ? "Counting down" : api.paused ? "Paused" : "Stopped"}
        </p>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={service} context={["currentMs"]} props={["startMs", "interval", "countdown"]} />
      </Toolbar>
    </>
  )
}
