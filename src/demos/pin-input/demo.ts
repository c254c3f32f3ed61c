import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Pin Input",
  group: "Inputs",
  description: "One box per character, for codes and PINs.",
  keywords: ["otp", "code", "verification", "password"],
  stories: [{ slug: "basic", title: "Basic", page: "pin-input" }],
  firstInteraction: [
    { type: "7", into: testId("input-1") },
    { expect: testId("input-2"), is: "focused" },
  ],
})
