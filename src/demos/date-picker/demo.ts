import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Date Picker (Single)",
  group: "Dates and time",
  description: "Pick one date from a calendar or by typing.",
  keywords: ["calendar", "date", "day"],
  componentLabel: "Date Picker",
  stories: [
    { slug: "basic", title: "Basic", page: "date-picker" },
    { slug: "range", title: "Range", page: "date-picker-range" },
    { slug: "multi", title: "Multi", page: "date-picker-multi" },
  ],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
