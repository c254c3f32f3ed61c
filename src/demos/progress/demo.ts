import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Progress",
  group: "Display",
  description: "How far along a task is, as a bar or a ring.",
  keywords: ["loading", "meter", "bar", "percentage"],
  stories: [{ slug: "basic", title: "Basic", page: "progress" }],
  firstInteraction: [
    { click: button("Increase") },
    { expect: part("progress", "track"), attribute: "aria-valuenow", toBe: "70" },
  ],
})
