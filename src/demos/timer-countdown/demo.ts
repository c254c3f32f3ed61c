import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Timer (CountDown)",
  keywords: ["countdown", "clock", "time"],
  // the timer starts on its own
  firstInteraction: [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  timingDriven: true,
})
