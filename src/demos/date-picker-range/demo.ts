import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Date Picker (Range)",
  group: "Dates and time",
  description: "Pick a start and an end date.",
  keywords: ["calendar", "dates", "period", "range"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
