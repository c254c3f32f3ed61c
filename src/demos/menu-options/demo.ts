import { defineDemo } from "../facts"
import { opensAndEscapes, testId } from "../interactionSteps"

export default defineDemo({
  label: "Menu With options",
  keywords: ["dropdown", "checkbox menu", "radio menu"],
  firstInteraction: opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-part='content']"),
  overlay: { trigger: "main [data-testid='trigger']" },
})
