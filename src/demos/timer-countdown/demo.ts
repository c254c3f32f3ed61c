import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Timer (CountDown)",
  group: "Dates and time",
  description: "Count down to zero, with pause and resume.",
  keywords: ["countdown", "clock", "time"],
  stories: [{ slug: "basic", title: "Basic" }],
  // the timer starts on its own
  firstInteraction: [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  timingDriven: true,
})
