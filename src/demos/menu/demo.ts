import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Menu",
  group: "Overlays",
  description: "A button that opens a list of actions.",
  keywords: ["dropdown", "actions", "popup"],
  stories: [
    { slug: "basic", title: "Basic", page: "menu" },
    { slug: "nested", title: "Nested", page: "nested-menu" },
    { slug: "options", title: "With options", page: "menu-options" },
  ],
  firstInteraction: opensAndEscapes(part("menu", "trigger"), "[data-scope='menu'][data-part='content']"),
  overlay: { trigger: "main [data-scope='menu'][data-part='trigger']" },
})
