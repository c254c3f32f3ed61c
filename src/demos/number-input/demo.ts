import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Number Input",
  group: "Inputs",
  description: "A number field with steppers, keys and formatting.",
  keywords: ["spinbutton", "stepper", "counter", "currency"],
  stories: [{ slug: "basic", title: "Basic", page: "number-input" }],
  firstInteraction: [
    { type: "42", into: testId("input") },
    { press: "ArrowUp" },
    { expect: testId("input"), value: "43" },
    // the scrubber asks for pointer lock, which Firefox may refuse: that must stay quiet (fixes.ts)
    { drag: testId("scrubber"), by: { x: 40, y: 0 } },
  ],
})
