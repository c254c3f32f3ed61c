import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Date Picker (Multi)",
  group: "Dates and time",
  description: "Pick several dates from one calendar.",
  keywords: ["calendar", "dates", "multiple"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
