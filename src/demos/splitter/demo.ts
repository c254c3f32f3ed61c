import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Splitter",
  group: "Utilities",
  description: "Resizable panels divided by draggable handles.",
  keywords: ["resizable", "panes", "divider", "split"],
  stories: [{ slug: "basic", title: "Basic", page: "splitter" }],
  firstInteraction: [
    { focus: part("splitter", "resize-trigger") },
    { press: "ArrowRight" },
    { expect: part("splitter", "resize-trigger"), attribute: "aria-valuenow", toBe: "51" },
  ],
})
