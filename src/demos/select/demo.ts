import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Select",
  group: "Selection",
  description: "Choose one or more options from a dropdown list.",
  keywords: ["dropdown", "listbox", "picker", "options"],
  stories: [{ slug: "basic", title: "Basic", page: "select" }],
  firstInteraction: opensAndEscapes(part("select", "trigger"), "[data-scope='select'][data-part='content']"),
  overlay: { trigger: "main [data-scope='select'][data-part='trigger']" },
})
