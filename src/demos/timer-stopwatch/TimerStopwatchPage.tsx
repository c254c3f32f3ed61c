import { TimerDemo } from "../../widgets/timer/TimerDemo"
import { useControls } from "../../workbench/controls/useControls"
import { timerStopwatchControls } from "./controls"
import "./timer-stopwatch.css"

export default function TimerStopwatchPage() {
  const controls = useControls(timerStopwatchControls)
  const { startMs, targetMs, interval } = controls.values
  return (
    <TimerDemo
      controls={controls}
      machine={{ startMs, targetMs, interval }}
      props={["startMs", "targetMs", "interval"]}
      status={{ finished: "Target reached", running: "Running" }}
      actionsInRoot
    />
  )
}
