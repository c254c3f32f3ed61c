import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Slider",
  group: "Inputs",
  description: "Pick a number by dragging a thumb along a track.",
  keywords: ["range", "volume", "track"],
  stories: [{ slug: "basic", title: "Basic", page: "slider" }],
  firstInteraction: [
    { focus: part("slider", "thumb") },
    { press: "ArrowRight" },
    { expect: part("slider", "thumb"), attribute: "aria-valuenow", toBe: "1" },
  ],
})
