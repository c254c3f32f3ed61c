import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Steps",
  group: "Navigation and disclosure",
  description: "A form split into steps, done in order.",
  keywords: ["stepper", "wizard", "progress", "form"],
  stories: [{ slug: "basic", title: "Basic", page: "steps" }],
  firstInteraction: [
    { click: button("Next") },
    { expect: part("steps", "trigger"), attribute: "data-complete", toBe: "" },
  ],
})
