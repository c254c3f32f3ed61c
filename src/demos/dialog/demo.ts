import { defineDemo } from "../facts"
import { button, opensAndEscapes } from "../interactionSteps"

export default defineDemo({
  label: "Dialog",
  group: "Overlays",
  description: "A modal window that traps focus until it is dismissed.",
  keywords: ["modal", "popup", "overlay", "window"],
  stories: [{ slug: "basic", title: "Basic", page: "dialog" }],
  firstInteraction: opensAndEscapes(button("Click me"), "[data-scope='dialog'][data-part='content']"),
  overlay: { trigger: "main >> role=button[name='Click me']" },
})
