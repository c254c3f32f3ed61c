import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Timer (StopWatch)",
  keywords: ["stopwatch", "clock", "time"],
  firstInteraction: [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  timingDriven: true,
})
