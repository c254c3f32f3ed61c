import { normalizeProps, useMachine } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { useId, useState } from "react"
import { TimerActions, TimerDisplay } from "../../widgets/timer/TimerParts"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { timerStopwatchControls } from "./controls"
import "./timer-stopwatch.css"

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
          <TimerDisplay api={api} />
          <TimerActions api={api} done={done} />
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
