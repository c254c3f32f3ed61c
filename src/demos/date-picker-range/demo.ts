import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Date Picker (Range)",
  keywords: ["calendar", "dates", "period", "range"],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
