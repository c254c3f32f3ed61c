import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Steps",
  group: "Navigation and disclosure",
  description: "A form split into steps, done in order.",
  keywords: ["stepper", "wizard", "progress", "form"],
  stories: [
    { slug: "basic", title: "Basic", page: "steps" },
    {
      slug: "with-validation",
      title: "With Validation",
      keywords: ["validation", "required", "sign up", "linear", "skip", "optional"],
      machines: ["Steps"],
      firstInteraction: [
        { click: button("Next") },
        { expect: "main .steps-error", text: "Please fill in all required fields" },
        { type: "Ada Lovelace", into: "main input[placeholder='Enter your name']" },
        { type: "ada@example.com", into: "main input[placeholder='Enter your email']" },
        { click: button("Next") },
        { expect: `${part("steps", "trigger")}[aria-current=step]`, text: "2Account Type" },
      ],
    },
  ],
  firstInteraction: [
    { click: button("Next") },
    { expect: part("steps", "trigger"), attribute: "data-complete", toBe: "" },
  ],
})
