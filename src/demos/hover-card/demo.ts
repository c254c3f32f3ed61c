import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Hover Card",
  group: "Overlays",
  description: "A preview card that shows on hover or focus.",
  keywords: ["preview", "popup", "profile"],
  stories: [{ slug: "basic", title: "Basic", page: "hover-card" }],
  firstInteraction: [
    { focus: part("hover-card", "trigger") },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main [data-scope='hover-card'][data-part='trigger']", via: "focus" },
  timingDriven: true,
})
