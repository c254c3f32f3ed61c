import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

// the cards are portalled out of <main> (or into a portalled dialog)
const content = "[data-scope='hover-card'][data-part='content']"

export default defineDemo({
  label: "Hover Card",
  group: "Overlays",
  description: "A preview card that shows on hover or focus.",
  keywords: ["preview", "popup", "profile"],
  stories: [
    { slug: "basic", title: "Basic", page: "hover-card" },
    {
      slug: "hovercard-in-dialog",
      title: "With Dialog",
      keywords: ["dialog", "modal", "portal container", "layer"],
      machines: ["Dialog", "Hover Card"],
      firstInteraction: [
        { click: button("Open Dialog") },
        { expect: "[data-scope='dialog'][data-part='content']", is: "visible" },
        { focus: testId("trigger-1") },
        { expect: content, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: "[data-scope='dialog'][data-part='content']", is: "visible" },
      ],
      overlay: { trigger: part("dialog", "trigger") },
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      keywords: ["multiple triggers", "shared", "team", "profile", "presence"],
      machines: ["Hover Card", "Presence"],
      firstInteraction: [
        { focus: { css: "main a", name: "Bob Smith" } },
        { expect: content, is: "visible" },
        { expect: `${content} .hover-card-title`, text: "Bob Smith" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
    },
  ],
  firstInteraction: [
    { focus: part("hover-card", "trigger") },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main [data-scope='hover-card'][data-part='trigger']", via: "focus" },
  timingDriven: true,
})
