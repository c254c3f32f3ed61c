import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Toggle Group",
  group: "Selection",
  description: "A set of toggle buttons, one or several pressed.",
  keywords: ["toolbar", "buttons", "bold", "format"],
  stories: [{ slug: "basic", title: "Basic", page: "toggle-group" }],
  firstInteraction: [
    { click: { css: part("toggle-group", "item"), name: "Bold" } },
    { expect: { css: part("toggle-group", "item"), name: "Bold" }, attribute: "data-state", toBe: "on" },
  ],
})
