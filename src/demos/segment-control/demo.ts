import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Segment Control",
  group: "Selection",
  description: "A row of mutually exclusive segments.",
  keywords: ["segmented", "tabs", "switcher", "radio"],
  stories: [{ slug: "basic", title: "Basic", page: "segment-control" }],
  firstInteraction: [
    { click: testId("radio-mango") },
    { expect: testId("radio-mango"), attribute: "data-state", toBe: "checked" },
  ],
})
