import { defineDemo } from "../facts"
import { opensAndEscapes, testId } from "../interactionSteps"

export default defineDemo({
  label: "Menu With options",
  group: "Overlays",
  description: "A menu with checkable and radio options.",
  keywords: ["dropdown", "checkbox menu", "radio menu"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-part='content']"),
  overlay: { trigger: "main [data-testid='trigger']" },
})
