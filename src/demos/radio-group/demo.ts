import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Radio Group",
  group: "Selection",
  description: "Choose exactly one of a few options.",
  keywords: ["radio", "options", "choice", "form"],
  stories: [{ slug: "basic", title: "Basic", page: "radio-group" }],
  firstInteraction: [
    { click: testId("radio-orange") },
    { expect: testId("radio-orange"), attribute: "data-state", toBe: "checked" },
  ],
})
