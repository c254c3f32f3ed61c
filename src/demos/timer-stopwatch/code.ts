import { timerJsx } from "../../widgets/timer/code"
import { defineCode } from "../../workbench/code/snippet"
import type { timerStopwatchControls } from "./controls"

export default defineCode<typeof timerStopwatchControls>({
  name: "TimerStopwatch",
  // zag ticks every 1000 ms by default
  machines: [{ module: "timer", view: [], fixed: { autoStart: "true" }, options: { interval: { default: 1000 } } }],
  jsx: timerJsx,
})
