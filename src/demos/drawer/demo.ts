import { defineDemo } from "../facts"
import { button, opensAndEscapes } from "../interactionSteps"

export default defineDemo({
  label: "Drawer",
  group: "Overlays",
  description: "A panel that slides in from an edge and can be dragged away.",
  keywords: ["sheet", "bottom sheet", "slide over", "overlay"],
  stories: [{ slug: "basic", title: "Basic", page: "drawer" }],
  firstInteraction: opensAndEscapes(button("Open drawer"), "[data-scope='drawer'][data-part='content']"),
  overlay: { trigger: "main >> role=button[name='Open drawer']" },
})
