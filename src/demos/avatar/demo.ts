import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Avatar",
  group: "Display",
  description: "A profile picture with a fallback while it loads or fails.",
  keywords: ["profile", "picture", "image", "user"],
  stories: [{ slug: "basic", title: "Basic", page: "avatar" }],
  firstInteraction: [
    { click: button("Broken Image") },
    { expect: part("avatar", "fallback"), attribute: "data-state", toBe: "visible" },
  ],
})
