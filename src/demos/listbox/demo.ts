import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Listbox",
  group: "Selection",
  description: "A list of options to select from, always open.",
  keywords: ["list", "options", "select", "choice"],
  stories: [{ slug: "basic", title: "Basic", page: "listbox" }],
  firstInteraction: [
    { click: part("listbox", "item") },
    { expect: part("listbox", "item"), attribute: "aria-selected", toBe: "true" },
  ],
})
