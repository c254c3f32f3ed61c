import { TimerDemo } from "../../widgets/timer/TimerDemo"
import { useControls } from "../../workbench/controls/useControls"
import { timerCountdownControls } from "./controls"

export default function TimerCountdownPage() {
  const controls = useControls(timerCountdownControls)
  const { startMs, interval } = controls.values
  return (
    <TimerDemo
      controls={controls}
      machine={{ countdown: true, startMs, interval }}
      props={["startMs", "interval", "countdown"]}
      status={{ finished: "Timer completed", running: "Counting down" }}
    />
  )
}
