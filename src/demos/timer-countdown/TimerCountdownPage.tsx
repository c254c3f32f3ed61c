import { normalizeProps, useMachine } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { useId, useState } from "react"
import { TimerActions, TimerDisplay } from "../../widgets/timer/TimerParts"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { COUNTDOWN_START_MS, timerCountdownControls } from "./controls"

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
          <TimerDisplay api={api} />
        </div>
        <TimerActions api={api} done={done} />
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
