import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Floating Panel",
  group: "Overlays",
  description: "A window you can drag, resize, minimise and maximise.",
  keywords: ["window", "draggable", "resizable", "overlay"],
  stories: [{ slug: "basic", title: "Basic", page: "floating-panel" }],
  firstInteraction: [
    { click: button("Toggle Panel") },
    { expect: "[data-scope='floating-panel'][data-part='content']", is: "visible" },
    { remember: "[data-scope='floating-panel'][data-part='content']" },
    { drag: "[data-scope='floating-panel'][data-part='drag-trigger']", by: { x: 80, y: 50 } },
    { expect: "[data-scope='floating-panel'][data-part='content']", movedBy: { x: 80, y: 50 } },
  ],
  overlay: { trigger: "main >> role=button[name='Toggle Panel']" },
})
