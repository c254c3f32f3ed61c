import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Angle Slider",
  group: "Inputs",
  description: "Pick an angle by turning a dial.",
  keywords: ["dial", "knob", "rotation", "degrees"],
  stories: [{ slug: "basic", title: "Basic", page: "angle-slider" }],
  firstInteraction: [
    { focus: part("angle-slider", "thumb") },
    { press: "ArrowRight" },
    { expect: part("angle-slider", "thumb"), attribute: "aria-valuenow", toBe: "1" },
  ],
})
