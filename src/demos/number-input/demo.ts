import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Number Input",
  group: "Inputs",
  description: "A number field with steppers, keys and formatting.",
  keywords: ["spinbutton", "stepper", "counter", "currency"],
  stories: [
    { slug: "basic", title: "Basic", page: "number-input" },
    {
      slug: "wrapped",
      title: "Wrapped",
      keywords: ["wrap", "loop", "overflow", "cycle"],
      machines: ["NumberInput"],
      firstInteraction: [{ click: testId("dec-button") }, { expect: testId("input"), value: "10" }],
    },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "precision", "format", "regression"],
      machines: ["NumberInput"],
      firstInteraction: [
        { click: testId("set-decimal") },
        { expect: testId("input"), value: "123.456789012345" },
        { click: testId("precision-2") },
        { expect: testId("input"), value: "123.46" },
      ],
    },
  ],
  firstInteraction: [
    { type: "42", into: testId("input") },
    { press: "ArrowUp" },
    { expect: testId("input"), value: "43" },
    // the scrubber asks for pointer lock, which Firefox may refuse: that must stay quiet (fixes.ts)
    { drag: testId("scrubber"), by: { x: 40, y: 0 } },
  ],
})
