import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Presence",
  group: "Utilities",
  description: "Keep an element mounted until its exit animation ends.",
  keywords: ["animation", "mount", "unmount", "transition"],
  stories: [{ slug: "basic", title: "Basic", page: "presence" }],
  firstInteraction: [{ click: button("Toggle") }, { expect: "main p[role=status]", text: "Present: no" }],
})
