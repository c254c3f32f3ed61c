import { defineDemo } from "../facts"
import { opensAndEscapes, testId } from "../interactionSteps"

export default defineDemo({
  label: "Nested Menu",
  keywords: ["dropdown", "submenu", "cascading"],
  firstInteraction: opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-testid='menu']"),
  overlay: { trigger: "main [data-testid='trigger']" },
})
