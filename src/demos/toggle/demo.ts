import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Toggle",
  group: "Inputs",
  description: "A button that stays pressed or not.",
  keywords: ["toggle button", "pressed", "bold", "button"],
  stories: [{ slug: "basic", title: "Basic", page: "toggle" }],
  firstInteraction: [{ click: button("Bold") }, { expect: button("Bold"), attribute: "aria-pressed", toBe: "true" }],
})
