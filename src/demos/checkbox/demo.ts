import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Checkbox",
  group: "Inputs",
  description: "A yes/no choice, with a mixed state.",
  keywords: ["tick", "check", "toggle", "form"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["form", "reset", "indicator"],
      machines: ["Checkbox"],
      firstInteraction: [
        { click: part("checkbox", "root") },
        { expect: part("checkbox", "root"), attribute: "data-state", toBe: "checked" },
      ],
    },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "checked"],
      machines: ["Checkbox"],
      firstInteraction: [
        { click: button("Check") },
        { expect: part("checkbox", "root"), attribute: "data-state", toBe: "checked" },
      ],
    },
  ],
})
