import { timerJsx } from "../../widgets/timer/code"
import { defineCode } from "../../workbench/code/snippet"
import type { timerCountdownControls } from "./controls"

export default defineCode<typeof timerCountdownControls>({
  name: "TimerCountdown",
  // zag ticks every 1000 ms by default
  machines: [
    {
      module: "timer",
      view: [],
      fixed: { countdown: "true", autoStart: "true" },
      options: { startMs: { default: undefined }, interval: { default: 1000 } },
    },
  ],
  jsx: timerJsx,
})
