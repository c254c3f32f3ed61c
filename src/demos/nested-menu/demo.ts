import { defineDemo } from "../facts"
import { opensAndEscapes, testId } from "../interactionSteps"

export default defineDemo({
  label: "Nested Menu",
  group: "Overlays",
  description: "A menu with submenus.",
  keywords: ["dropdown", "submenu", "cascading"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-testid='menu']"),
  overlay: { trigger: "main [data-testid='trigger']" },
})
