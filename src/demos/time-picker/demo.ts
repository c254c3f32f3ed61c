import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Time Picker",
  group: "Dates and time",
  description: "Pick a time of day from columns of hours and minutes.",
  keywords: ["clock", "hour", "minute", "time"],
  stories: [{ slug: "basic", title: "Basic", page: "time-picker" }],
  // zag's time picker returns focus to its input, not to the trigger
  firstInteraction: opensAndEscapes(
    part("time-picker", "trigger"),
    "[data-scope='time-picker'][data-part='content']",
    part("time-picker", "input"),
  ),
  overlay: { trigger: "main [data-scope='time-picker'][data-part='trigger']" },
})
