import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Switch",
  group: "Inputs",
  description: "Turn a setting on or off.",
  keywords: ["toggle", "on off", "boolean"],
  stories: [{ slug: "basic", title: "Basic", page: "switch" }],
  firstInteraction: [
    { click: part("switch", "root") },
    { expect: part("switch", "root"), attribute: "data-state", toBe: "checked" },
  ],
})
