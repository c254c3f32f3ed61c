import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Checkbox",
  group: "Inputs",
  description: "A yes/no choice, with a mixed state.",
  keywords: ["tick", "check", "toggle", "form"],
  stories: [{ slug: "basic", title: "Basic" }],
  firstInteraction: [
    { click: part("checkbox", "root") },
    { expect: part("checkbox", "root"), attribute: "data-state", toBe: "checked" },
  ],
})
