import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Switch",
  group: "Inputs",
  description: "Turn a setting on or off.",
  keywords: ["toggle", "on off", "boolean"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["toggle button", "label"],
      machines: ["Switch"],
      firstInteraction: [
        { click: part("switch", "root") },
        { expect: part("switch", "root"), attribute: "data-state", toBe: "checked" },
      ],
    },
  ],
})
