import { defineDemo } from "../facts"
import { button, testId } from "../interactionSteps"

export default defineDemo({
  label: "Pin Input",
  group: "Inputs",
  description: "One box per character, for codes and PINs.",
  keywords: ["otp", "code", "verification", "password"],
  stories: [
    { slug: "basic", title: "Basic", page: "pin-input" },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "set value"],
      machines: ["PinInput"],
      firstInteraction: [{ click: button("Set 1-2-3") }, { expect: testId("input-3"), value: "3" }],
    },
    {
      slug: "transform-paste",
      title: "Transform Paste",
      keywords: ["paste", "sanitize", "auto submit", "form"],
      machines: ["PinInput"],
      firstInteraction: [
        { type: "4", into: testId("input-1") },
        { expect: testId("input-2"), is: "focused" },
      ],
    },
  ],
  firstInteraction: [
    { type: "7", into: testId("input-1") },
    { expect: testId("input-2"), is: "focused" },
  ],
})
