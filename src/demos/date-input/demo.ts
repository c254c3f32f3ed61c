import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Date Input",
  group: "Dates and time",
  description: "Type a date segment by segment, in the locale's order.",
  keywords: ["date field", "segments", "spinbutton", "calendar"],
  stories: [{ slug: "basic", title: "Basic", page: "date-input" }],
  firstInteraction: [
    { focus: part("date-input", "segment") },
    { press: "ArrowUp" },
    { expect: part("date-input", "segment"), is: "focused" },
  ],
})
