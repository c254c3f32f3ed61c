import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Scroll Area",
  group: "Display",
  description: "A scrollable region with custom scrollbars.",
  keywords: ["scrollbar", "overflow", "scroll"],
  stories: [{ slug: "basic", title: "Basic", page: "scroll-area" }],
  firstInteraction: [{ click: button("Scroll to bottom") }, { expect: "main p[role=status]", text: "At bottom" }],
})
