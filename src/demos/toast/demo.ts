import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Toast",
  group: "Overlays",
  description: "Brief notifications that stack and dismiss themselves.",
  keywords: ["notification", "snackbar", "alert", "message"],
  stories: [{ slug: "overlap", title: "Overlap", page: "toast" }],
  firstInteraction: [
    { click: button("Notify (Loading)") },
    { expect: "[data-scope='toast'][data-part='root'][data-state='open']", is: "visible" },
  ],
  overlay: {
    trigger: "main >> role=button[name='Notify (Loading)']",
    opened: '[data-scope="toast"][data-part="root"][data-state="open"]',
  },
  timingDriven: true,
})
