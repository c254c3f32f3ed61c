import { defineDemo } from "../facts"
import { button, opensAndEscapes, testId } from "../interactionSteps"

// the stories' tooltips are portalled out of <main>, or sit in a portalled dialog
const content = "[data-scope='tooltip'][data-part='content']"

export default defineDemo({
  label: "Tooltip",
  group: "Overlays",
  description: "A short label that shows on hover or focus.",
  keywords: ["hint", "help", "title"],
  stories: [
    { slug: "basic", title: "Basic", page: "tooltip" },
    {
      slug: "dialog",
      title: "With Dialog",
      keywords: ["dialog", "modal", "merged props", "shared trigger"],
      machines: ["Tooltip", "Dialog"],
      firstInteraction: opensAndEscapes(button("Hover me"), "[data-scope='dialog'][data-part='content']"),
      overlay: { trigger: "main [data-scope='dialog'][data-part='trigger']" },
    },
    {
      slug: "follow-cursor",
      title: "Follow Cursor",
      keywords: ["pointer", "mouse", "anchor rect", "follow"],
      machines: ["Tooltip"],
      firstInteraction: [{ hover: button("Hover me") }, { expect: content, is: "visible" }],
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      keywords: ["multiple triggers", "shared", "product", "catalog"],
      machines: ["Tooltip"],
      firstInteraction: [
        { focus: button("Info about Mouse") },
        { expect: content, is: "visible" },
        { expect: testId("active-product"), text: "Active Product: Mouse" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
    },
    {
      slug: "scroll",
      title: "Scroll",
      keywords: ["scroll", "wheel", "hover", "pointer over", "100 rows", "regression"],
      machines: ["Tooltip"],
      firstInteraction: [
        { hover: button("Row 2") },
        { expect: { css: content, name: "Tooltip for row 2" }, is: "visible" },
        { focus: button("Row 3") },
        { expect: { css: content, name: "Tooltip for row 3" }, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
    },
  ],
  firstInteraction: [
    { focus: testId("tip-1-trigger") },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main [data-testid='tip-1-trigger']", via: "focus" },
  timingDriven: true,
})
