import { defineDemo } from "../facts"

export default defineDemo({
  label: "Context Menu",
  group: "Overlays",
  description: "Actions that open where you right-click.",
  keywords: ["right click", "dropdown", "actions"],
  stories: [{ slug: "basic", title: "Basic", page: "context-menu" }],
  firstInteraction: [
    { click: "main .context-area", button: "right" },
    { expect: "[data-scope='menu'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='menu'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main .context-area", via: "contextmenu" },
})
