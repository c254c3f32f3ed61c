import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Tooltip",
  group: "Overlays",
  description: "A short label that shows on hover or focus.",
  keywords: ["hint", "help", "title"],
  stories: [{ slug: "basic", title: "Basic", page: "tooltip" }],
  firstInteraction: [
    { focus: testId("tip-1-trigger") },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main [data-testid='tip-1-trigger']", via: "focus" },
  timingDriven: true,
})
