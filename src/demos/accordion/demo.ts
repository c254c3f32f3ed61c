import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Accordion",
  group: "Navigation and disclosure",
  description: "Stacked sections that expand one or several at a time.",
  keywords: ["expand", "collapse", "sections", "disclosure", "faq"],
  stories: [{ slug: "basic", title: "Basic", page: "accordion" }],
  firstInteraction: [
    { click: testId("home:trigger") },
    { expect: testId("home:content"), is: "visible" },
    { expect: testId("home:trigger"), attribute: "aria-expanded", toBe: "true" },
  ],
})
