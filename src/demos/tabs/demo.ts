import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Tabs",
  group: "Navigation and disclosure",
  description: "Switch between panels of related content.",
  keywords: ["tablist", "panels", "sections"],
  stories: [
    { slug: "basic", title: "Basic", page: "tabs" },
    {
      slug: "with-link",
      title: "With Links",
      keywords: ["links", "anchor", "hash", "url", "router", "navigate", "history"],
      machines: ["Tabs"],
      firstInteraction: [
        { click: testId("agnes-tab") },
        { expect: testId("agnes-tab-panel"), is: "visible" },
        { expect: testId("agnes-tab"), attribute: "aria-selected", toBe: "true" },
      ],
    },
  ],
  firstInteraction: [
    { click: testId("agnes-tab") },
    { expect: testId("agnes-tab-panel"), is: "visible" },
    { expect: testId("agnes-tab"), attribute: "aria-selected", toBe: "true" },
  ],
})
