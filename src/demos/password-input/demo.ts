import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Password Input",
  group: "Inputs",
  description: "A password field whose text can be shown or hidden.",
  keywords: ["secret", "reveal", "show password", "form"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["eye", "visibility"],
      machines: ["Password Input"],
      firstInteraction: [
        { type: "secret", into: part("password-input", "input") },
        { click: button("Show password") },
        { expect: part("password-input", "input"), attribute: "type", toBe: "text" },
        { expect: part("password-input", "input"), value: "secret" },
      ],
    },
  ],
})
