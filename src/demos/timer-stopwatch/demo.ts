import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Timer (StopWatch)",
  group: "Dates and time",
  description: "Count up from zero, with pause and resume.",
  keywords: ["stopwatch", "clock", "time"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  timingDriven: true,
})
