import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Collapsible",
  group: "Navigation and disclosure",
  description: "Show or hide one region of content.",
  keywords: ["expand", "collapse", "disclosure", "show more"],
  stories: [{ slug: "basic", title: "Basic", page: "collapsible" }],
  firstInteraction: [
    { click: part("collapsible", "trigger") },
    { expect: part("collapsible", "content"), is: "visible" },
  ],
})
