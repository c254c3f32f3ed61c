import { defineDemo } from "../facts"
import { opensAndEscapes, testId } from "../interactionSteps"

export default defineDemo({
  label: "Popover",
  group: "Overlays",
  description: "A non-modal panel anchored to its trigger.",
  keywords: ["popup", "overlay", "flyout"],
  stories: [{ slug: "basic", title: "Basic", page: "popover" }],
  firstInteraction: opensAndEscapes(testId("popover-trigger"), "[data-scope='popover'][data-part='content']"),
  overlay: { trigger: "main [data-testid='popover-trigger']" },
})
